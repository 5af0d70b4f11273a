// Vitest 5 reports errors with Map.groupBy (Node 21+); Node 20 runs it with this.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, keyOf) {
    const groups = new Map();
    let i = 0;
    for (const item of items) {
      const key = keyOf(item, i++);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(item);
    }
    return groups;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy(items, keyOf) {
    const groups = Object.create(null);
    let i = 0;
    for (const item of items) (groups[keyOf(item, i++)] ??= []).push(item);
    return groups;
  };
}
