/**
 * The studies /science cites, as published: authors, year, title, journal and DOI are the
 * papers' own (not translated). Every DOI was checked against the publisher's record or an index
 * of it before it was added; add a study only the same way.
 */
export interface ResearchReference {
  /** The anchor of its entry in the list (#ref-…) and its key in the page's messages. */
  id: string;
  /** How the text cites it: "Curry & Kasser". */
  shortAuthors: string;
  authors: string;
  year: number;
  title: string;
  journal: string;
  /** Volume, issue and pages (or article number) as the journal gives them. */
  location: string;
  doi: string;
}

export const researchReferences = [
  {
    id: 'killingsworth-gilbert-2010',
    shortAuthors: 'Killingsworth & Gilbert',
    authors: 'Killingsworth, M. A., & Gilbert, D. T.',
    year: 2010,
    title: 'A wandering mind is an unhappy mind',
    journal: 'Science',
    location: '330(6006), 932',
    doi: '10.1126/science.1192439',
  },
  {
    id: 'goyal-2014',
    shortAuthors: 'Goyal et al.',
    authors:
      'Goyal, M., Singh, S., Sibinga, E. M. S., Gould, N. F., Rowland-Seymour, A., Sharma, R., Berger, Z., Sleicher, D., Maron, D. D., Shihab, H. M., Ranasinghe, P. D., Linn, S., Saha, S., Bass, E. B., & Haythornthwaite, J. A.',
    year: 2014,
    title:
      'Meditation programs for psychological stress and well-being: A systematic review and meta-analysis',
    journal: 'JAMA Internal Medicine',
    location: '174(3), 357–368',
    doi: '10.1001/jamainternmed.2013.13018',
  },
  {
    id: 'curry-kasser-2005',
    shortAuthors: 'Curry & Kasser',
    authors: 'Curry, N. A., & Kasser, T.',
    year: 2005,
    title: 'Can coloring mandalas reduce anxiety?',
    journal: 'Art Therapy: Journal of the American Art Therapy Association',
    location: '22(2), 81–85',
    doi: '10.1080/07421656.2005.10129441',
  },
  {
    id: 'van-der-vennet-serice-2012',
    shortAuthors: 'van der Vennet & Serice',
    authors: 'van der Vennet, R., & Serice, S.',
    year: 2012,
    title: 'Can coloring mandalas reduce anxiety? A replication study',
    journal: 'Art Therapy: Journal of the American Art Therapy Association',
    location: '29(2), 87–92',
    doi: '10.1080/07421656.2012.680047',
  },
  {
    id: 'ashlock-2018',
    shortAuthors: 'Ashlock, Miller-Perrin & Krumrei-Mancuso',
    authors: 'Ashlock, L. E., Miller-Perrin, C., & Krumrei-Mancuso, E.',
    year: 2018,
    title: 'The effectiveness of structured coloring activities for anxiety reduction',
    journal: 'Art Therapy: Journal of the American Art Therapy Association',
    location: '35(4), 195–201',
    doi: '10.1080/07421656.2018.1540823',
  },
  {
    id: 'jakobsson-store-2022',
    shortAuthors: 'Jakobsson Støre & Jakobsson',
    authors: 'Jakobsson Støre, S., & Jakobsson, N.',
    year: 2022,
    title: 'The effect of mandala coloring on state anxiety: A systematic review and meta-analysis',
    journal: 'Art Therapy: Journal of the American Art Therapy Association',
    location: '39(4), 173–181',
    doi: '10.1080/07421656.2021.2003144',
  },
  {
    id: 'kaimal-2016',
    shortAuthors: 'Kaimal, Ray & Muniz',
    authors: 'Kaimal, G., Ray, K., & Muniz, J.',
    year: 2016,
    title: "Reduction of cortisol levels and participants' responses following art making",
    journal: 'Art Therapy: Journal of the American Art Therapy Association',
    location: '33(2), 74–80',
    doi: '10.1080/07421656.2016.1166832',
  },
  {
    id: 'flett-2017',
    shortAuthors: 'Flett et al.',
    authors: 'Flett, J. A. M., Lie, C., Riordan, B. C., Thompson, L. M., Conner, T. S., & Hayne, H.',
    year: 2017,
    title:
      'Sharpen your pencils: Preliminary evidence that adult coloring reduces depressive symptoms and anxiety',
    journal: 'Creativity Research Journal',
    location: '29(4), 409–416',
    doi: '10.1080/10400419.2017.1376505',
  },
  {
    id: 'mantzios-giannou-2018',
    shortAuthors: 'Mantzios & Giannou',
    authors: 'Mantzios, M., & Giannou, K.',
    year: 2018,
    title:
      'When did coloring books become mindful? Exploring the effectiveness of a novel method of mindfulness-guided instructions for coloring books to increase mindfulness and decrease anxiety',
    journal: 'Frontiers in Psychology',
    location: '9, 56',
    doi: '10.3389/fpsyg.2018.00056',
  },
] as const satisfies readonly ResearchReference[];

export type ReferenceId = (typeof researchReferences)[number]['id'];

/** A study's entry by id. */
export function referenceOf(id: ReferenceId): ResearchReference {
  return researchReferences.find((reference) => reference.id === id) as ResearchReference;
}

/** Where a DOI resolves: the address a reader can follow and check. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}
