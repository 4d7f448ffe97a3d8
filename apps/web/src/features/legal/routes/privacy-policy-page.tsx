// Placeholder until its feature lands.
export default function Page() {
  return (
    <main className="page">
      <h1>Privacy Policy</h1>
    </main>
  );
}
