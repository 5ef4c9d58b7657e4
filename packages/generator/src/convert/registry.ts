import { arrays } from "./arrays.js";
import { brandedPrimitives } from "./branded-primitives.js";
import { builtins } from "./builtins.js";
import type { Converter } from "./context.js";
import { coreTypes } from "./core-types.js";
import { literals } from "./enums.js";
import { maps } from "./maps.js";
import { objects } from "./objects.js";
import { primitives } from "./primitives.js";
import { specialTypes } from "./special.js";
import { unions } from "./unions.js";
import { unknownValues } from "./unknown.js";
import { unsupported } from "./unsupported.js";

/**
 * Every converter, in the order they are asked: the first that handles a type converts it. Identity
 * converters come first (a Quantity is a Quantity whatever it is made of), then constructs that are
 * errors, then the constructs by kind; objects last, since nearly everything is an object underneath.
 */
export const converters: readonly Converter[] = [
  specialTypes,
  coreTypes,
  builtins,
  unsupported,
  unions,
  literals,
  primitives,
  brandedPrimitives,
  arrays,
  unknownValues,
  maps,
  objects,
];
