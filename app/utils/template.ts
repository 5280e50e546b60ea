/** Fills `{{name}}` placeholders; unknown names become empty so no braces reach a reader. */
export function renderTemplate(template: string, data: Record<string, string | number | undefined>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(data[name] ?? ""));
}
