/** Sets the document title (spec 1); control characters are dropped, as a title cannot show them. */
export function setDocumentTitle(title: string, doc: Pick<Document, 'title'> = document): void {
  const printable = Array.from(String(title)).filter((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  doc.title = printable.join('').trim();
}
