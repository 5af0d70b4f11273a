/** Stub: replaced by the shell work. */
export const ForbiddenPage = () => <div>ForbiddenPage</div>;
