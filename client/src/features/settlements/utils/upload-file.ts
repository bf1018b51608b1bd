/** Spec 1 §5: uploads of verified transactions are .csv only. */
export const isCsvFile = (file: File | null): file is File => file !== null && /\.csv$/i.test(file.name);
