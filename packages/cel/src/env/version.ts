/** A Kubernetes `major.minor` version, as apimachinery's `version.MajorMinor`. */
export interface MajorMinor {
  readonly major: number;
  readonly minor: number;
}

/** The largest version, as `version.MajorMinor(math.MaxUint, math.MaxUint)` for stored expressions. */
export const maxVersion: MajorMinor = { major: Number.MAX_SAFE_INTEGER, minor: Number.MAX_SAFE_INTEGER };

export function majorMinor(major: number, minor: number): MajorMinor {
  return { major, minor };
}

/** Parses `1.35` (a patch part, `1.35.2`, is ignored, as `MustBaseEnvSet` keys on major.minor). */
export function parseMajorMinor(text: string): MajorMinor {
  const match = /^v?(\d+)\.(\d+)(?:\.\d+)?$/.exec(text.trim());
  if (match === null) {
    throw new RangeError(`version must contain an major and minor component, but got: ${text}`);
  }
  return { major: Number(match[1]), minor: Number(match[2]) };
}

export function compareVersions(a: MajorMinor, b: MajorMinor): number {
  return a.major !== b.major ? a.major - b.major : a.minor - b.minor;
}

export function formatMajorMinor(v: MajorMinor): string {
  return `${v.major}.${v.minor}`;
}
