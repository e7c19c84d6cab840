/**
 * Just enough of an iCalendar reader for tests of what the documents write: lines unfolded
 * (RFC 5545 §3.1), components with their properties and parameters, nested components (VALARM
 * inside VEVENT) listed on their own.
 */

export interface Property {
  name: string;
  params: Map<string, string>;
  value: string;
}

export interface Component {
  type: string;
  properties: Property[];
  /** The components inside this one (a VEVENT's VALARMs). */
  children: Component[];
}

/** Unfolds (RFC 5545 §3.1) and splits an iCalendar text into components of properties. */
export function parseIcs(ics: string): { lines: string[]; components: Component[] } {
  const lines = ics.split('\r\n');
  const unfolded = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const components: Component[] = [];
  const stack: Component[] = [];
  for (const line of unfolded) {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push({ type: value, properties: [], children: [] });
    } else if (name === 'END') {
      const done = stack.pop();
      if (done?.type !== value) throw new Error(`END:${value} closes ${String(done?.type)}`);
      components.push(done);
      stack.at(-1)?.children.push(done);
    } else {
      stack.at(-1)?.properties.push({
        name,
        params: new Map(
          params.map((param) => {
            const [key = '', value = ''] = param.split('=');
            return [key, value];
          }),
        ),
        value,
      });
    }
  }
  return { lines, components };
}

export const prop = (properties: Property[], name: string): Property | undefined =>
  properties.find((property) => property.name === name);

export const events = (ics: string): Property[][] =>
  parseIcs(ics)
    .components.filter((component) => component.type === 'VEVENT')
    .map((component) => component.properties);

export const timezones = (ics: string): string[] =>
  parseIcs(ics)
    .components.filter((component) => component.type === 'VTIMEZONE')
    .map((component) => prop(component.properties, 'TZID')?.value ?? '');
