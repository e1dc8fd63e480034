import type { RequestInfo } from '../../lib/request-context.ts';
import { handleInquiryForm } from '../inquiries/inquiry-action.server.ts';
import { BlogMessageSchema } from '../inquiries/inquiry-schema.server.ts';
import { recordInquiry } from '../inquiries/record-inquiry.server.ts';
import { BLOG_MESSAGE_FIELD_NAMES, BLOG_MESSAGE_TEXTS } from './blog-message-fields.ts';
import { getPublishedBlogForMessage } from './blogs.server.ts';

/**
 * The blog side panel's form: stores the message as an inquiry about the post (kind 'blog')
 * and mails the agency (and the author, when the author is one of our agents). A post that is
 * gone or unpublished answers 'Failed to send message'.
 */
export function sendBlogMessage({
  form,
  blogId,
  request,
}: {
  form: FormData;
  blogId: number;
  request: Pick<RequestInfo, 'clientIp' | 'logger'>;
}) {
  return handleInquiryForm({
    form,
    formName: 'blog-message',
    schema: BlogMessageSchema,
    fields: BLOG_MESSAGE_FIELD_NAMES,
    texts: BLOG_MESSAGE_TEXTS,
    request,
    handle: async (input) => {
      const blog = await getPublishedBlogForMessage(blogId);
      if (blog === null) return false;
      // An author who is one of our agents gets the message too (inbox and mail).
      await recordInquiry(
        {
          kind: 'blog',
          blogId,
          agentId: blog.agent?.id ?? null,
          recipientUserId: blog.agent?.userId ?? null,
          ...input,
        },
        {
          subject: `Blog message: ${blog.title}`,
          about: [`Blog: ${blog.title}`],
          alsoTo: blog.agent ? [blog.agent.email] : [],
        },
      );
      return true;
    },
  });
}
