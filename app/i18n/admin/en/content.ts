// The back office, in English. Content: the lists and editors of blog posts, testimonials, agents, FAQ, history and city pages (features/admin/content).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/content.ts, ../hi/content.ts).
// A kind's words ({kinds}, {singular}, {what}, {field}) are keys of this file too: the kinds'
// declarations (features/admin/content/kinds/) name them, the screens and messages fill them in.
export const content = {
  // The content index (/admin/content)
  'admin.content.index.metaTitle': 'Content · Back office · Nivasa',
  'admin.content.index.heading': 'Content',
  'admin.content.index.intro': 'What the site’s pages say, edited here.',
  'admin.content.index.entries': '{count} entries',
  'admin.content.index.entries.one': '{count} entry',
  'admin.content.index.placesHeading': 'Cities and areas',
  'admin.content.index.placesText': 'Add, rename and merge the places listings are filed under.',
  'admin.content.add': 'Add {singular}',

  // Blog posts (kinds/blogs.ts)
  'admin.content.blogs.title': 'Blog posts',
  'admin.content.blogs.singular': 'blog post',
  'admin.content.blogs.description': 'Posts on /blog. Only published posts are public.',
  'admin.content.blogs.field.title': 'Title',
  'admin.content.blogs.what.title': 'a title',
  'admin.content.blogs.field.author': 'Author',
  'admin.content.blogs.what.author': 'the author',
  'admin.content.blogs.field.authorAgentId': 'Author on our team',
  'admin.content.blogs.hint.authorAgentId':
    'Messages about the post also reach this agent’s inbox.',
  'admin.content.blogs.field.category': 'Category',
  'admin.content.blogs.what.category': 'a category',
  'admin.content.blogs.field.publishedOn': 'Date',
  'admin.content.blogs.field.shortDescription': 'Short description',
  'admin.content.blogs.what.shortDescription': 'a short description',
  'admin.content.blogs.hint.shortDescription':
    'Shown on the card and to search engines (up to 300 characters).',
  'admin.content.blogs.field.featuredImageKey': 'Featured image',
  'admin.content.blogs.field.bodyHtml': 'Body',
  'admin.content.blogs.field.published': 'Published (shown on /blog)',
  'admin.content.blogs.column.published': 'Published',

  // Testimonials (kinds/testimonials.ts)
  'admin.content.testimonials.title': 'Testimonials',
  'admin.content.testimonials.singular': 'testimonial',
  'admin.content.testimonials.description': 'What customers say, on the home and About pages.',
  'admin.content.testimonials.field.text': 'Text',
  'admin.content.testimonials.what.text': 'the text',
  'admin.content.testimonials.field.photoKey': 'Photo',
  'admin.content.testimonials.field.name': 'Name',
  'admin.content.testimonials.what.name': 'the name',
  'admin.content.testimonials.field.designation': 'Designation',
  'admin.content.testimonials.what.designation': 'the designation',
  'admin.content.testimonials.field.published': 'Published',

  // Team (kinds/agents.ts)
  'admin.content.agents.title': 'Team',
  'admin.content.agents.singular': 'agent',
  'admin.content.agents.description': 'The agents on /team, each with a page and a contact form.',
  'admin.content.agents.field.photoKey': 'Photo',
  'admin.content.agents.field.name': 'Name',
  'admin.content.agents.what.name': 'the name',
  'admin.content.agents.field.designation': 'Role',
  'admin.content.agents.what.designation': 'the role',
  'admin.content.agents.field.phone': 'Phone',
  'admin.content.agents.hint.phone':
    'A 10-digit mobile number; +91, a leading 0 and spaces are fine.',
  'admin.content.agents.field.email': 'Email',
  'admin.content.agents.field.bio': 'Bio',
  'admin.content.agents.what.bio': 'a bio',
  'admin.content.agents.field.cityId': 'City',
  'admin.content.agents.field.languages': 'Languages',
  'admin.content.agents.hint.languages': 'Separated by commas: Telugu, English, Hindi',
  'admin.content.agents.field.userId': 'Linked user account',
  'admin.content.agents.hint.userId':
    'Enquiries for this agent reach this account’s inbox. Only active agents are listed; demoting or disabling the account unlinks it and hides the profile.',
  'admin.content.agents.field.published': 'Published (shown on /team)',
  'admin.content.agents.column.published': 'Published',

  // FAQ entries (kinds/faqs.ts)
  'admin.content.faqs.title': 'FAQ entries',
  'admin.content.faqs.singular': 'FAQ entry',
  'admin.content.faqs.description': 'The questions and answers on /faq.',
  'admin.content.faqs.field.question': 'Question',
  'admin.content.faqs.what.question': 'the question',
  'admin.content.faqs.field.answer': 'Answer',
  'admin.content.faqs.what.answer': 'the answer',

  // History timeline (kinds/history.ts)
  'admin.content.history.title': 'History timeline',
  'admin.content.history.singular': 'history event',
  'admin.content.history.description': 'The agency timeline on /history, oldest first.',
  'admin.content.history.field.year': 'Year',
  'admin.content.history.what.year': 'a year',
  'admin.content.history.hint.year': 'For example 2014.',
  'admin.content.history.field.title': 'Title',
  'admin.content.history.what.title': 'a title',
  'admin.content.history.field.text': 'Text',
  'admin.content.history.what.text': 'the text',

  // City pages (kinds/city-pages.ts)
  'admin.content.cityPages.title': 'City pages',
  'admin.content.cityPages.singular': 'city page',
  'admin.content.cityPages.description':
    'The copy of the eight city landing pages. Their addresses are fixed.',
  'admin.content.cityPages.field.title': 'Title',
  'admin.content.cityPages.what.title': 'a title',
  'admin.content.cityPages.field.subheader': 'Subheader',
  'admin.content.cityPages.what.subheader': 'a subheader',
  'admin.content.cityPages.field.metaDescription': 'Meta description',
  'admin.content.cityPages.what.metaDescription': 'a meta description',
  'admin.content.cityPages.hint.metaDescription':
    'What search engines show under the title (up to 300 characters).',
  'admin.content.cityPages.field.intro': 'Intro',
  'admin.content.cityPages.what.intro': 'the intro',
  'admin.content.cityPages.hint.intro': 'Leave a blank line between paragraphs.',
  'admin.content.cityPages.field.sections': 'Sections',
  'admin.content.cityPages.hint.sections':
    'Start each section with a line "## Heading", then its paragraphs, with a blank line between paragraphs.',
  'admin.content.cityPages.field.localities': 'Localities',
  'admin.content.cityPages.hint.localities':
    'One per line. A name that matches one of our areas links to its listings.',
  'admin.content.cityPages.field.faqs': 'Questions and answers',
  'admin.content.cityPages.hint.faqs':
    'Write each as "Q: the question" and, on the next line, "A: the answer". Leave a blank line between pairs.',
  'admin.content.cityPages.column.slug': 'Address',

  // Fields several kinds share (kinds/fields.ts)
  'admin.content.field.order': 'Order',
  'admin.content.field.orderWhat': 'a whole number',
  'admin.content.field.orderHint': 'Lower numbers come first.',
  'admin.content.field.none': 'None',
  'admin.content.language.te': 'Telugu',
  'admin.content.language.hi': 'Hindi',

  // A kind's list (/admin/content/:kind)
  'admin.content.list.metaTitle': '{title} · Back office · Nivasa',
  'admin.content.list.allContent': 'All content',
  'admin.content.list.search': 'Search {kinds}',
  'admin.content.list.titleContains': 'Title contains',
  'admin.content.list.empty': 'No {kinds} yet.',
  'admin.content.list.noMatch': 'No {kinds} match “{q}”.',
  'admin.content.list.pages': '{title} pages',
  'admin.content.list.translations': 'Translations',
  'admin.content.list.translated': 'Telugu, Hindi',
  'admin.content.list.missingTe': 'Missing Telugu',
  'admin.content.list.missingHi': 'Missing Hindi',
  'admin.content.list.missingBoth': 'Missing Telugu and Hindi',
  'admin.content.list.actions': 'Actions',
  'admin.content.list.edit': 'Edit',
  'admin.content.list.editName': 'Edit {name}',
  'admin.content.list.delete': 'Delete',
  'admin.content.list.deleteName': 'Delete {name}',
  'admin.content.list.yes': 'Yes',
  'admin.content.list.no': 'No',
  'admin.content.list.deleted': '{singular} “{name}” deleted.',

  // The delete confirmation (on the list)
  'admin.content.delete.heading': 'Delete this {singular}?',
  'admin.content.delete.text': '“{name}” will be removed from the site. This cannot be undone.',
  'admin.content.delete.confirm': 'Delete {singular}',
  'admin.content.delete.keep': 'Keep it',

  // The editor (/admin/content/:kind/:id)
  'admin.content.edit.metaAdd': 'Add {singular} · Back office · Nivasa',
  'admin.content.edit.metaEdit': 'Edit {singular} · Back office · Nivasa',
  'admin.content.edit.heading': 'Edit {singular}: {name}',
  'admin.content.edit.back': 'Back to {kinds}',
  'admin.content.edit.viewOnSite': 'View on the site',
  'admin.content.edit.added': '{singular} added.',
  'admin.content.edit.saved': '{singular} saved.',
  'admin.content.edit.errors': '{count} fields need attention.',
  'admin.content.edit.errors.one': 'One field needs attention.',
  'admin.content.edit.languagesNote':
    'Beside each field readers read are its Telugu (తెలుగు) and Hindi (हिन्दी) versions. A language left empty shows the English on its pages, marked as English for screen readers; fill every field of a language or none of them.',
  'admin.content.edit.linesHint': 'The English entries in the same order, one per line.',
  'admin.content.edit.save': 'Save',
  'admin.content.edit.cancel': 'Cancel',
  'admin.content.edit.delete': 'Delete…',

  // The editor's image field
  'admin.content.image.current': 'Current {field}',
  'admin.content.image.none': 'No image yet.',
  'admin.content.image.replace': ': choose a new one to replace it',
  'admin.content.image.choose': ': choose a file',
  'admin.content.image.hint':
    'JPEG, PNG or WebP, at most {mb} MB. Leave empty to keep the current image.',
  'admin.content.image.remove': 'Remove the current image',

  // The rich-text editor (a blog body)
  'admin.content.editor.bold': 'Bold',
  'admin.content.editor.italic': 'Italic',
  'admin.content.editor.heading2': 'Heading 2',
  'admin.content.editor.heading3': 'Heading 3',
  'admin.content.editor.bulletedList': 'Bulleted list',
  'admin.content.editor.numberedList': 'Numbered list',
  'admin.content.editor.link': 'Link',
  'admin.content.editor.quote': 'Quote',
  'admin.content.editor.quoteMark': '“ Quote',
  'admin.content.editor.linkPrompt': 'Link address (https://, mailto: or tel:)',
  'admin.content.editor.linkRefused': 'Links must start with https://, http://, mailto: or tel:',
  'admin.content.editor.editHtml': 'Edit as HTML',
  'admin.content.editor.backToEditor': 'Back to the editor',
  'admin.content.editor.toolbar': '{label} formatting',
  'admin.content.editor.visualHint':
    'Use the toolbar for headings, lists, links and quotes. Anything else is removed when you save.',
  'admin.content.editor.htmlHint':
    'HTML. Allowed: p, h2, h3, h4, ul, ol, li, strong, em, b, i, blockquote, br, table (thead, tbody, tr, th, td), and a with an http(s), mailto: or tel: link. Anything else is removed when you save.',

  // Messages of a save (kinds/fields.ts, kinds/text-formats.ts, content-save.server.ts)
  'admin.content.error.enter': 'Enter {what}.',
  'admin.content.error.tooLong': 'Keep {what} to {max} characters or fewer.',
  'admin.content.error.range': 'Enter {what} from {min} to {max}.',
  'admin.content.error.choose': 'Choose one of the options.',
  'admin.content.error.date': 'Enter the date.',
  'admin.content.error.dateFormat': 'Enter a date as YYYY-MM-DD.',
  'admin.content.error.phone': 'Enter a 10-digit mobile number.',
  'admin.content.error.email': 'Enter an email address.',
  'admin.content.error.emailFormat': 'Enter an email address like name@example.com.',
  'admin.content.error.post': 'Write the post.',
  'admin.content.error.postTooLong': 'Keep the post under {max} characters of HTML.',
  'admin.content.error.listEntries': 'List at most {max} short entries.',
  'admin.content.error.lineEntries': 'List at most {max} entries of {length} characters.',
  'admin.content.error.paragraphs': 'At most {max} paragraphs of {length} characters.',
  'admin.content.error.sections': 'At most {max} sections.',
  'admin.content.error.questions': 'At most {max} questions.',
  'admin.content.error.sectionStart': 'Start each section with a line "## Heading".',
  'admin.content.error.sectionHeading': 'Every section needs a heading.',
  'admin.content.error.sectionParagraph':
    'Every section needs at least one paragraph under its heading.',
  'admin.content.error.questionFormat':
    'Write each question as "Q: …" with its answer on the next line as "A: …", and leave a blank line between pairs.',
  'admin.content.error.translationMissing':
    'Add the {language} {field}, or leave every {language} field empty.',
  'admin.content.error.check': 'Check this field.',
  'admin.content.error.sameEntries':
    'List the same {count} entries as the English, in the same order.',
  'admin.content.error.imageAgain':
    'Choose the image again: a file is not kept while the form has errors.',

  // Messages of reading a post (content-post.server.ts)
  'admin.content.error.imageTooLarge': 'The image is too large: at most {mb} MB.',
  'admin.content.error.imageOne': 'Choose one image.',
  'admin.content.error.imageType': 'Choose a JPEG, PNG or WebP image.',
  'admin.content.error.imagePixels': 'The image has too many pixels: make it smaller first.',
  'admin.content.error.imageEmpty': 'The file is empty: choose another.',
  'admin.content.error.diskFull':
    'The disk is full: the image could not be stored. Free some space, then try again.',
  'admin.content.error.formRetry': 'The form could not be read: try again.',
  'admin.content.error.postTooLarge': 'The post is too large (at most {mb} MB).',
  'admin.content.error.formUnreadable': 'The form could not be read.',
  // Services
  'admin.content.services.title': 'Services',
  'admin.content.services.singular': 'service',
  'admin.content.services.description':
    'The six services on /service and /service-details, in three languages. Their addresses are fixed.',
  'admin.content.services.field.name': 'Name',
  'admin.content.services.what.name': 'the name',
  'admin.content.services.field.summary': 'Summary',
  'admin.content.services.what.summary': 'a summary',
  'admin.content.services.hint.summary':
    'Shown on the services page under the name (up to 300 characters).',
  'admin.content.services.field.details': 'Details',
  'admin.content.services.what.details': 'the details',
  'admin.content.services.hint.details': 'Leave a blank line between paragraphs.',
} as const;
