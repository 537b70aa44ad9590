export const en = {
  placeholder: 'City, state or country',
  clear: 'Clear location',
  remote: 'Remote',
  remoteHint: 'Work from anywhere',
  suggestionsLabel: 'Place suggestions',
  searching: 'Looking up places…',
  noResults: 'No places found',
  error: 'Places could not be looked up just now. Please try again.',
  suggestions_one: '{{count}} suggestion. Use the up and down arrows to choose.',
  suggestions_other: '{{count}} suggestions. Use the up and down arrows to choose.',
  chosen: 'Location set to {{place}}',
};
