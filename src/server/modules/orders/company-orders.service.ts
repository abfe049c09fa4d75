import { seesCompanyOrders, type CompanyRole } from '#src/shared/domain/companies';
import { COMPANY_ORDERS_ROLES, type UserOrdersQuery } from '#src/shared/schemas/orders';
import { FormError } from '../../lib/form-validation';
import { NOT_IN_A_COMPANY } from '../companies/member-guard';
import { withDeliveries } from '../deliveries/buyer-deliveries.service';
import { listCompanyOrders } from './company-orders.repo';
import type { OrdersDeps } from './orders.service';

/**
 * GET /api/order/user-orders?scope=company: every member's orders of the viewer's company,
 * for its owners, approvers and accounts members (docs/business-rules.md "Companies"); 403
 * for a buyer and for an account of no company.
 */
export async function listOrdersOfCompany(
  deps: Pick<OrdersDeps, 'db'>,
  company: { id: number; role: CompanyRole } | undefined,
  query: UserOrdersQuery,
) {
  if (!company) throw new FormError(403, [], NOT_IN_A_COMPANY);
  if (!seesCompanyOrders(company.role)) throw new FormError(403, [], COMPANY_ORDERS_ROLES);
  const page = await listCompanyOrders(deps.db, company.id, query);
  return { ...page, orders: await withDeliveries(deps.db, page.orders) };
}
