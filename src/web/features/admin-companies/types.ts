// Type-only: the shapes the console reads, from the schemas the server answers with.
export type {
  CompanyDetail,
  CompanyDetailsInput,
  CompanyInvitation,
  CompanyList,
  CompanyListItem,
  CompanyMember,
  CompanyOrder,
  CompanySite,
} from '#src/shared/schemas/admin-companies';

export interface DoneResponse {
  success: true;
  message: string;
}
