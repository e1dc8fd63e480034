import { defineKind } from './define-kind.ts';
import { BODY_MAX, text } from './fields.ts';

export const BLOGS = defineKind({
  kind: 'blogs',
  title: 'Blog posts',
  singular: 'blog post',
  description: 'Posts on /blog. Only published posts are public.',
  entity: 'blog',
  fields: [
    text('title', 'Title', 160, 'a title', { translate: true }),
    text('author', 'Author', 80, 'the author'),
    {
      name: 'authorAgentId',
      label: 'Author on our team',
      type: 'select',
      options: 'agents',
      emptyOption: 'None',
      hint: 'Messages about the post also reach this agent’s inbox.',
    },
    text('category', 'Category', 60, 'a category', { translate: true }),
    { name: 'publishedOn', label: 'Date', type: 'date', required: true },
    text('shortDescription', 'Short description', 300, 'a short description', {
      type: 'textarea',
      rows: 3,
      hint: 'Shown on the card and to search engines (up to 300 characters).',
      translate: true,
    }),
    { name: 'featuredImageKey', label: 'Featured image', type: 'image' },
    {
      name: 'bodyHtml',
      label: 'Body',
      type: 'richtext',
      required: true,
      maxLength: BODY_MAX,
      translate: true,
    },
    { name: 'published', label: 'Published (shown on /blog)', type: 'checkbox' },
  ],
  list: {
    columns: [
      'title',
      'category',
      'author',
      'publishedOn',
      { key: 'published', header: 'Published' },
    ],
    titleKey: 'title',
    sorts: { date: 'publishedOn', title: 'title', category: 'category' },
    defaultSort: { sort: 'date', dir: 'desc' },
    search: true,
  },
  image: { field: 'featuredImageKey', shape: 'landscape', folder: 'blogs' },
  // A post's address is its id (/blog-details/12), so its slug may follow its title.
  slug: { from: 'title', fallback: 'post', onUpdate: true },
  publicPath: (row) => (row.published ? `/blog-details/${String(row.id)}` : null),
});
