/** A news story's or knowledge article's words around its text, in English (other languages come in the page's payload). */
export const articleMessages = {
  related: 'Related articles',
  newer: 'Newer',
  older: 'Older',
  more: 'More {section}',
  all: 'All {section}',
  photos: 'More photographs of this story',
  questions: 'Questions about your conveyor?',
  questionsText: 'Send us your belt width, speed and material: our engineers reply within one working day.',
  contactEngineers: 'Contact our engineers',
}
