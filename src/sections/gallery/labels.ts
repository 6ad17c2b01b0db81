// Part of the bad-case gallery (gallerySection.ts): the labels in gallery order, shared by its parts.
import { BAD_CASE_CATEGORIES, type CaseLabel } from '../../records/badCase.ts';

/** The labels in gallery order: the five categories, then good cases. */
export const LABELS: readonly CaseLabel[] = [...BAD_CASE_CATEGORIES, 'good'];

export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
