// Placeholder until its feature lands.
export default function Page() {
  return (
    <main className="page">
      <h1>Update Profile</h1>
    </main>
  );
}
