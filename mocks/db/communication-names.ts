import type { PracticeEntry } from './practice-directory';

/**
 * Patient names of the history. Faker's fr_CA locale has no person names (it falls back to
 * American ones), so the names are listed here and drawn with seededFaker: Quebec and Acadian
 * French names with their accents (what the accent-insensitive search is for), and the English,
 * Irish and newer Canadian names of the English-speaking patients.
 */
const names = (list: string): readonly string[] => list.trim().split(/\s*,\s*/);

export const FRENCH_FIRST_NAMES = names(`
  Geneviève, Étienne, Mathieu, Émilie, Jérôme, Stéphanie, Benoît, Chloé, Félix, Léa, Olivier, Gabriel,
  Maxime, Amélie, Isabelle, Nathalie, Sylvie, Josée, Mélanie, Valérie, François, Frédéric, Sébastien,
  Philippe, Marc-André, Jean-François, Pierre-Luc, Marie-Ève, Marie-Claude, Anne-Sophie, Louis, Raphaël,
  Éloïse, Zoé, Noémie, Thomas, William, Samuel, Alexis, Charles, Émile, Jacob, Laurence, Rosalie, Béatrice,
  Camille, Florence, Juliette, Océane, Maëlle, Andrée, Gisèle, Réjean, Gaétan, Ghislain, Lucie, Diane,
  Francine, Carole, Hélène, Denis, Yves, Luc, Michel, Normand, Guylaine, Nicole, Manon, Danielle, Audrey,
  Catherine, Julie, Karine, Annie, Vincent, David, Simon, Patrick, Alexandre, Nicolas, Hugo, Antoine,
  Cédric, Loïc, Anaïs, Ève, Jérémie, Rémi, Sophie
`);

export const FRENCH_LAST_NAMES = names(`
  Tremblay, Gagnon, Roy, Côté, Bouchard, Gauthier, Morin, Lavoie, Fortin, Gagné, Ouellet, Pelletier,
  Bélanger, Lévesque, Bergeron, Leblanc, Paquette, Girard, Simard, Boucher, Caron, Beaulieu, Cloutier,
  Dubé, Poirier, Fournier, Lapointe, Leclerc, Lefebvre, Poulin, Thibault, St-Pierre, Nadeau, Martin,
  Landry, Martel, Bédard, Grenier, Lessard, Bernier, Richard, Michaud, Hébert, Desjardins, Couture,
  Turcotte, Lachance, Parent, Blais, Gosselin, Savard, Proulx, Beaudoin, Demers, Perreault, Boudreau,
  Lemieux, Cyr, Perron, Dufour, Dion, Mercier, Bolduc, Bérubé, Boivin, Langlois, Ménard, Vaillancourt,
  Fontaine, Deschênes, Lemay, Thériault, Gingras, Labbé, Charbonneau, Champagne, Robitaille, Trudel,
  Plante, Séguin, Larouche, Dumont, Arsenault, Cormier, Gallant, Doucet, Comeau, Robichaud, Goguen,
  D'Amours, Brassard, Émond
`);

export const ENGLISH_FIRST_NAMES = names(`
  Michael, Sarah, Jennifer, David, Emily, Matthew, Jessica, Daniel, Ashley, Ryan, Olivia, Liam, Noah, Emma,
  Ava, Ethan, Sophia, Benjamin, Chloe, Lucas, Hannah, Jacob, Megan, Andrew, Laura, Christopher, Rebecca,
  James, Heather, Robert, Karen, Patricia, John, Mary, Susan, Brian, Kevin, Amanda, Priya, Arjun, Wei, Mei,
  Minh, Fatima, Omar, Aisha, Mohammed, Sean, Connor, Siobhan, Graham, Fiona, Colin, Bridget
`);

export const ENGLISH_LAST_NAMES = names(`
  Smith, Brown, Wilson, MacDonald, Taylor, Campbell, Anderson, Jones, Johnson, Thompson, Williams, White,
  Lee, Scott, Stewart, Young, Moore, Walker, Robinson, Clarke, Murphy, Wright, Ryan, O'Brien, Kelly, Patel,
  Singh, Nguyen, Chen, Wong, Li, Kim, Fraser, Ross, MacLeod, Murray, Graham, Reid, Hughes, Morrison, Bell,
  Hamilton, Gill, Sharma, Khan, Ali, Cohen, Friedman, Rossi, Santos, Silva, Kowalski, McKenzie, Sullivan
`);

/** Area codes around each practice, so that masked phone numbers look local. */
const AREA_CODES_BY_CITY: Record<string, readonly string[]> = {
  Montréal: ['514', '438'],
  Westmount: ['514', '438'],
  'Pointe-Claire': ['514', '438'],
  Laval: ['450', '579'],
  Longueuil: ['450', '579'],
  Brossard: ['450', '579'],
  Québec: ['418', '581'],
  Lévis: ['418', '581'],
  Saguenay: ['418', '581'],
  Rimouski: ['418', '581'],
  Sherbrooke: ['819', '873'],
  'Trois-Rivières': ['819', '873'],
  Gatineau: ['819', '873'],
  Toronto: ['416', '647', '437'],
  Mississauga: ['905', '289'],
  Hamilton: ['905', '289'],
  Ottawa: ['613', '343'],
  Kingston: ['613', '343'],
  London: ['519', '226'],
  Waterloo: ['519', '226'],
  Sudbury: ['705', '249'],
  Hearst: ['705', '249'],
};

export const areaCodesOf = (practice: PracticeEntry): readonly string[] =>
  AREA_CODES_BY_CITY[practice.city] ?? (practice.province === 'new-brunswick' ? ['506'] : ['514']);

const EMAIL_DOMAINS: Record<PracticeEntry['province'], readonly string[]> = {
  quebec: ['gmail.com', 'hotmail.com', 'videotron.ca', 'outlook.com', 'yahoo.ca', 'icloud.com'],
  ontario: ['gmail.com', 'rogers.com', 'bell.net', 'outlook.com', 'hotmail.com', 'icloud.com'],
  'new-brunswick': ['gmail.com', 'nb.sympatico.ca', 'hotmail.com', 'outlook.com', 'rogers.com'],
};

export const emailDomainsOf = (practice: PracticeEntry): readonly string[] =>
  EMAIL_DOMAINS[practice.province];
