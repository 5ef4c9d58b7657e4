/**
 * `make`, answered once per key object for as long as that object lives: the answers are kept in a WeakMap
 * that only the returned function holds, so nothing outlives its key. For facts of objects nothing changes
 * after they are built (declarations, environments, options, checked ASTs); a key must not change once asked.
 */
export function memoizeByObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const answers = new WeakMap<K, V>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = make(key);
      answers.set(key, answer);
    }
    return answer;
  };
}
