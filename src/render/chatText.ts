// A chat's text (one turn of a conversation) as HTML: the Markdown chat models write is rendered by our own safe
// renderer (markdown.ts: every character escaped, only its own elements written), and everything else shows as
// written, spaces and line breaks included, in a container styled `white-space: pre-wrap` (`.chat .text`).
// Decision 0150 says which texts are rendered so and which stay verbatim.
import { renderMarkdown } from './markdown.ts';

/** The level of the heading a chat sits under (the conversation's h2 or h3). */
export type ChatHeadingLevel = 2 | 3;

/**
 * The HTML of one chat's text: Markdown rendered in the `source` whitespace mode, so plain dialogue keeps its line
 * breaks and spaces exactly, and a chat's headings sit under the conversation's own (`#` is one level below it).
 * @example renderChatText('**Yes.**\nSee you') // '<p><strong>Yes.</strong>\nSee you</p>'
 */
export function renderChatText(text: string, under: ChatHeadingLevel = 2): string {
  return renderMarkdown(text, { headingOffset: under, whitespace: 'source' });
}
