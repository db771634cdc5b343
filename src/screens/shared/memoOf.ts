/**
 * A derivation made once per source object (a list or record the machine's context holds): while
 * the machine keeps the same object, the same result comes back, so a view model's shallow compare
 * sees a change only when its source changed.
 */
export function memoOf<TSource extends object, TResult>(derive: (source: TSource) => TResult): (source: TSource) => TResult {
  const made = new WeakMap<TSource, TResult>();
  return (source) => {
    if (made.has(source)) return made.get(source) as TResult;
    const result = derive(source);
    made.set(source, result);
    return result;
  };
}
