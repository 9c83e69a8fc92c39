/**
 * A Canadian postal code as people and the contract write it: "h2j1k3", "H2J1K3 " → "H2J 1K3".
 * Anything that is not six characters once the spaces are gone stays as typed (trimmed), so the
 * form can still say what is wrong with it.
 */
export const normalizePostalCode = (value: string): string => {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim();
};
