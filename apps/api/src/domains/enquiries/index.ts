// The enquiries domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { enquiriesCsv } from "./enquiries-csv";
export { countNewEnquiries, listEnquiries, updateEnquiry } from "./staff-enquiries";
