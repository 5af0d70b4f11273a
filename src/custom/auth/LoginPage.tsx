/** Stub: replaced by the auth screens work. */
export const LoginPage = () => <div>Giriş</div>;
