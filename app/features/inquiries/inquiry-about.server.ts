import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { agents, blogs, inquiries, properties } from '../../db/schema/index.ts';

// What an inquiry is about (the service asked for, the listing, the agent, the blog post), for
// every list of inquiries: the back office's inbox and inquiry pages, a lister's messages.

/** The columns of what an inquiry is about; join them with `joinInquiryAbout`. */
export const inquiryAboutColumns = {
  service: inquiries.service,
  propertyId: properties.id,
  propertyTitle: properties.title,
  agentName: agents.name,
  blogTitle: blogs.title,
};

/** Joins an inquiry query (`.from(inquiries)…$dynamic()`) to its listing, agent and blog post. */
export function joinInquiryAbout<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .leftJoin(agents, eq(agents.id, inquiries.agentId))
    .leftJoin(blogs, eq(blogs.id, inquiries.blogId));
}
