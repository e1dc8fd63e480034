import { defineKind } from './define-kind.ts';
import { BODY_MAX, text } from './fields.ts';

export const BLOGS = defineKind({
  kind: 'blogs',
  title: 'admin.content.blogs.title',
  singular: 'admin.content.blogs.singular',
  description: 'admin.content.blogs.description',
  entity: 'blog',
  fields: [
    text('title', 'admin.content.blogs.field.title', 160, 'admin.content.blogs.what.title', {
      translate: true,
    }),
    text('author', 'admin.content.blogs.field.author', 80, 'admin.content.blogs.what.author'),
    {
      name: 'authorAgentId',
      label: 'admin.content.blogs.field.authorAgentId',
      type: 'select',
      options: 'agents',
      emptyOption: 'admin.content.field.none',
      hint: 'admin.content.blogs.hint.authorAgentId',
    },
    text(
      'category',
      'admin.content.blogs.field.category',
      60,
      'admin.content.blogs.what.category',
      {
        translate: true,
      },
    ),
    {
      name: 'publishedOn',
      label: 'admin.content.blogs.field.publishedOn',
      type: 'date',
      required: true,
    },
    text(
      'shortDescription',
      'admin.content.blogs.field.shortDescription',
      300,
      'admin.content.blogs.what.shortDescription',
      {
        type: 'textarea',
        rows: 3,
        hint: 'admin.content.blogs.hint.shortDescription',
        translate: true,
      },
    ),
    {
      name: 'featuredImageKey',
      label: 'admin.content.blogs.field.featuredImageKey',
      type: 'image',
    },
    {
      name: 'bodyHtml',
      label: 'admin.content.blogs.field.bodyHtml',
      type: 'richtext',
      required: true,
      maxLength: BODY_MAX,
      translate: true,
    },
    { name: 'published', label: 'admin.content.blogs.field.published', type: 'checkbox' },
  ],
  list: {
    columns: [
      'title',
      'category',
      'author',
      'publishedOn',
      { key: 'published', header: 'admin.content.blogs.column.published' },
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
