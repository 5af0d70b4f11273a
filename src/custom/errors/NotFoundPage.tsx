/** Stub: replaced by the shell work. */
export const NotFoundPage = () => <div>NotFoundPage</div>;
