/** Stub: replaced by the shell work. */
export const ErrorPage = () => <div>ErrorPage</div>;
