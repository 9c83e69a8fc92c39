const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's accessible name: its label, with or without the asterisk of a required field. */
export const fieldLabel = (text: string): RegExp => new RegExp(`^${escaped(text)}( \\*)?$`);
