export {
  articlePaths,
  caseStudyPaths,
  legalPaths,
  locationPaths,
  noindexPaths,
  pagePaths,
  servicePaths,
  templateOfPage,
} from "../../../scripts/lib/pages";
