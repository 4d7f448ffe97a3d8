// Placeholder until its feature lands.
export default function Page() {
  return (
    <main className="page">
      <h1>Verify your account</h1>
    </main>
  );
}
