import {
  DeleteQueryNode,
  InsertQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const namesUsers = (node: OperationNode | undefined): boolean => TableNode.is(node as OperationNode) && (node as TableNode).table.identifier.name === 'users';

const touchesUsers = (node: RootOperationNode): boolean =>
  (UpdateQueryNode.is(node) && namesUsers(node.table)) || (DeleteQueryNode.is(node) && node.from.froms.some(namesUsers));

const tableName = (node: OperationNode | undefined): string | undefined => (node && TableNode.is(node) ? node.table.identifier.name : undefined);

/** The table a built insert, update or delete writes (raw SQL is not seen). */
const writtenTable = (node: RootOperationNode): string | undefined => {
  if (InsertQueryNode.is(node)) return tableName(node.into);
  if (UpdateQueryNode.is(node)) return tableName(node.table);
  if (DeleteQueryNode.is(node)) return tableName(node.from.froms[0]);
  return undefined;
};

/**
 * Tells this process the moment one of its statements has changed user rows. The database's NOTIFY
 * reaches every process, but only after the commit and a network hop; a request this process
 * answers right after its own change must not meet the old row in the user cache.
 */
export class UserWriteWatch implements KyselyPlugin {
  private readonly pending = new WeakSet<object>();
  private readonly listeners = new Set<() => void>();
  private readonly written = new WeakMap<object, string>();
  private readonly tableListeners = new Set<(table: string) => void>();

  /** Every table a built statement of this process writes, as it runs (the list totals forget theirs). */
  onTableWrite(listener: (table: string) => void): () => void {
    this.tableListeners.add(listener);
    return () => this.tableListeners.delete(listener);
  }

  onWrite(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (touchesUsers(args.node)) this.pending.add(args.queryId);
    const table = this.tableListeners.size ? writtenTable(args.node) : undefined;
    if (table) this.written.set(args.queryId, table);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.written.get(args.queryId);
    if (table) {
      this.written.delete(args.queryId);
      for (const listener of this.tableListeners) listener(table);
    }
    if (this.pending.has(args.queryId)) {
      this.pending.delete(args.queryId);
      for (const listener of this.listeners) listener();
    }
    return args.result;
  }
}
