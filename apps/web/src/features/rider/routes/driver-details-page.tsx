// Placeholder until its feature lands.
export default function Page() {
  return (
    <main className="page">
      <h1>Driver Details</h1>
    </main>
  );
}
