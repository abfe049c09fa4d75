import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSignedIn } from '../../plugins/viewer';
import type { Actor } from './companies.service';

export const NOT_IN_A_COMPANY = 'This is for trade accounts that buy for a company.';

/** preValidation: a signed-in member of a company (401 / 403 otherwise). */
export async function requireMember(request: FastifyRequest, reply: FastifyReply) {
  await requireSignedIn(request, reply);
  if (reply.sent) return;
  if (!request.viewer.company) {
    return reply.code(403).send({ success: false, message: NOT_IN_A_COMPANY });
  }
}

/** The signed-in member as the company's rules see them. */
export const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.viewer.userId!,
  companyId: request.viewer.company!.id,
  role: request.viewer.company!.role,
});
