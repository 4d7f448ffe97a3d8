// Placeholder until its feature lands.
export default function Page() {
  return (
    <main className="page">
      <h1>Terms and Conditions</h1>
    </main>
  );
}
