// TODO(scaffold): replaced by the page's issue.
export default function Page() {
  return <h1 className="mx-auto max-w-6xl p-8 text-2xl font-bold">Returns</h1>;
}
