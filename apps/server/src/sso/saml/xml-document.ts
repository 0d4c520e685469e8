import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * An XML element as read by {@link readXml}: attributes under `@name`, the
 * text under `#text`, and each child element (namespace prefix removed) as
 * an array under its local name.
 */
export type XmlElement = { [key: string]: XmlElement[] | string | undefined };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
});

/**
 * Reads an XML document with a real parser: the root element(s) by local
 * name, or a sentence saying where it is not well-formed.
 * @example readXml('<md:EntityDescriptor …/>') // { root: { EntityDescriptor: [...] } }
 */
export function readXml(xml: string): { root: XmlElement } | { error: string } {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { error: `${valid.err.msg} (line ${valid.err.line})` };
  return { root: parser.parse(xml) as XmlElement };
}

/** The child elements named `name` of `element` (none when absent). */
export const children = (element: XmlElement | undefined, name: string): XmlElement[] => {
  const value = element?.[name];
  return Array.isArray(value) ? value : [];
};

/** An attribute's value, trimmed, or undefined. */
export const attribute = (element: XmlElement | undefined, name: string): string | undefined => {
  const value = element?.[`@${name}`];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The text of an element, trimmed ('' when none). */
export const textOf = (element: XmlElement | undefined): string => {
  const value = element?.['#text'];
  return typeof value === 'string' ? value.trim() : '';
};
