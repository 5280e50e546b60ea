/** Fills `{{name}}` placeholders; unknown names become empty so no braces reach a reader. */
export function renderTemplate(template: string, data: Record<string, string | number | undefined>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(data[name] ?? ""));
}

/** Fills only the placeholders `data` has a value for; the others stay as they are (to be listed). */
export function fillPlaceholders(template: string, data: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(data, name) ? String(data[name]) : whole,
  );
}

/** The `{{name}}` placeholders in some texts, each once, in order of appearance. */
export function placeholdersIn(...texts: string[]): string[] {
  const names = texts.flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]));
  return [...new Set(names)];
}
