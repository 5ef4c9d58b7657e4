// apimachinery's CompareKubeAwareVersionStrings: Kubernetes-like version names (`v2`, `v1beta1`) order by
// stability (alpha < beta < GA), then major, then minor number; other names are lesser than any of them and
// order among themselves in reverse byte order.

const kubeVersion = /^v(\d+)(?:(alpha|beta)(\d+))?$/;
const stability = { alpha: 0, beta: 1, ga: 2 } as const;

interface KubeVersion {
  readonly major: number;
  readonly stability: number;
  readonly minor: number;
}

function parse(name: string): KubeVersion | undefined {
  const match = kubeVersion.exec(name);
  if (match === null) return undefined;
  const kind = match[2] === "alpha" ? stability.alpha : match[2] === "beta" ? stability.beta : stability.ga;
  return { major: Number(match[1]), stability: kind, minor: kind === stability.ga ? 0 : Number(match[3]) };
}

/** Positive when `a` is the greater version (`v1` > `v1beta2` > `v1beta1` > `v1alpha1` > `foo`). */
export function compareKubeAwareVersions(a: string, b: string): number {
  if (a === b) return 0;
  const va = parse(a);
  const vb = parse(b);
  if (va === undefined && vb === undefined) return b < a ? -1 : b > a ? 1 : 0;
  if (va === undefined) return -1;
  if (vb === undefined) return 1;
  if (va.stability !== vb.stability) return va.stability - vb.stability;
  if (va.major !== vb.major) return va.major - vb.major;
  return va.minor - vb.minor;
}
