// A small RFC 5545 reader for tests: unfolds lines, splits components and reads properties with their
// parameters. Strict where calendar apps are strict: CRLF line ends and at most 75 octets per line.

export type IcalProperty = { name: string; params: Record<string, string>; value: string };
export type IcalComponent = { type: string; properties: IcalProperty[]; components: IcalComponent[] };

export function parseIcal(text: string): IcalComponent {
  if (!text.endsWith("\r\n")) throw new Error("An iCalendar stream ends with CRLF");
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    if (line.includes("\n")) throw new Error(`A bare LF inside a line: ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line) > 75) throw new Error(`Line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root: IcalComponent = { type: "ROOT", properties: [], components: [] };
  const stack = [root];
  for (const line of lines) {
    const property = parseProperty(line);
    const current = stack[stack.length - 1];
    if (property.name === "BEGIN") {
      const component = { type: property.value, properties: [], components: [] };
      current.components.push(component);
      stack.push(component);
    } else if (property.name === "END") {
      if (current.type !== property.value) throw new Error(`END:${property.value} closes ${current.type}`);
      stack.pop();
    } else {
      current.properties.push(property);
    }
  }
  if (stack.length !== 1 || root.components.length !== 1) throw new Error("Unbalanced BEGIN/END");
  return root.components[0];
}

function parseProperty(line: string): IcalProperty {
  const colon = line.indexOf(":");
  if (colon < 0) throw new Error(`No value in line: ${line}`);
  const [name, ...params] = line.slice(0, colon).split(";");
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(params.map((param) => param.split("=") as [string, string])),
    value: unescapeText(line.slice(colon + 1)),
  };
}

const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === "n" ? "\n" : c));

export const propertyOf = (component: IcalComponent, name: string) => component.properties.find((p) => p.name === name);
export const valueOf = (component: IcalComponent, name: string) => propertyOf(component, name)?.value;
export const componentsOf = (component: IcalComponent, type: string) => component.components.filter((c) => c.type === type);
