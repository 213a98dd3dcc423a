/** Only a first name is published: a name with a space (`Eetu Virtanen`) carries a surname. */
export const isFirstNameOnly = (name: string): boolean => !/\s/.test(name.trim());
