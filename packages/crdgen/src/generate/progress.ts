/** The stages of a run, in order, as a progress indicator shows them; every run begins with `loading`. */
export type ProgressStage =
  "loading" | "type-checking" | "discovering" | "converting" | "checking" | "rendering" | "writing";

/** Told when a run enters a stage. The pipeline is synchronous, so this is the only chance to show progress. */
export type ProgressListener = (stage: ProgressStage) => void;
