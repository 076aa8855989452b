/** A provider's statements: issued months, the month so far, and downloads (CSV, PDF). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { statementCsv } from '../../../modules/billing/statement-csv.ts';
import { statementPdf } from '../../../modules/billing/statement-pdf.ts';
import { statementFileName } from '../../../modules/billing/statement-text.ts';
import {
  BillingBusinessParams,
  MonthSoFar,
  Statement,
  StatementDownloadParams,
  StatementList,
  StatementParams,
} from '../../../schemas/billing.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { PageQuery } from '../../../schemas/events.ts';
import { callerOf } from '../../../modules/auth/caller.ts';

const billingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { billing } = fastify;

  fastify.get(
    '/businesses/:businessId/statements',
    {
      schema: {
        description: 'Issued statements of one of the caller’s businesses, newest month first.',
        params: BillingBusinessParams,
        querystring: PageQuery,
        response: { 200: StatementList, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) =>
      billing.statementsOf(callerOf(request), request.params.businessId, {
        limit: request.query.limit ?? 12,
        cursor: request.query.cursor,
      }),
  );

  fastify.get(
    '/businesses/:businessId/month-so-far',
    {
      schema: {
        description: 'What the next statement would carry if the month closed now (not a statement).',
        params: BillingBusinessParams,
        response: { 200: MonthSoFar, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => billing.monthSoFar(callerOf(request), request.params.businessId),
  );

  fastify.get(
    '/statements/:statementId',
    {
      schema: {
        description: 'One issued statement with a line per booking.',
        params: StatementParams,
        response: { 200: Statement, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => billing.statement(callerOf(request), request.params.statementId),
  );

  fastify.get(
    '/statements/:statementId/download/:format',
    {
      schema: {
        description: 'The statement as text/csv or application/pdf, as an attachment; 404 as for the statement.',
        params: StatementDownloadParams,
      },
    },
    async (request, reply) => {
      const statement = await billing.statement(callerOf(request), request.params.statementId);
      const { format } = request.params;
      const body = format === 'csv' ? statementCsv(statement) : await statementPdf(statement);
      return reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(statement, format)}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};

export default billingRoutes;
