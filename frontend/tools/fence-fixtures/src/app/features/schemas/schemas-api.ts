export const schemasApi = {};
