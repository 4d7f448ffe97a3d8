// Placeholder until its feature lands.
export default function Page() {
  return (
    <main className="page">
      <h1>Forgot Password</h1>
    </main>
  );
}
