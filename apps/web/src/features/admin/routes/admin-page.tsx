// Placeholder until its feature lands.
export default function Page() {
  return (
    <main className="page">
      <h1>Waka Operations</h1>
    </main>
  );
}
