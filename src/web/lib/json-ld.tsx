/** schema.org structured data as a JSON-LD script, for search engines and link previews. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // JSON.stringify output is safe inside the script once "<" is escaped ("</script>" cannot appear).
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
