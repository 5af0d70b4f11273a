import {
  DeleteQueryNode,
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

/**
 * Tells this process the moment one of its statements has changed user rows. The database's NOTIFY
 * reaches every process, but only after the commit and a network hop; a request this process
 * answers right after its own change must not meet the old row in the user cache.
 */
export class UserWriteWatch implements KyselyPlugin {
  private readonly pending = new WeakSet<object>();
  private readonly listeners = new Set<() => void>();

  onWrite(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (touchesUsers(args.node)) this.pending.add(args.queryId);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.pending.has(args.queryId)) {
      this.pending.delete(args.queryId);
      for (const listener of this.listeners) listener();
    }
    return args.result;
  }
}
