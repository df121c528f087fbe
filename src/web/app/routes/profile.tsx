// Temporary route shell: the owning feature replaces this file in this release.
export default function Page() {
  return <div className="mx-auto max-w-6xl p-4" />;
}
