/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment BlogCard_blog on Blog {\n    id\n    heading\n    content\n    headingHi\n    contentHi\n    image\n    createdAt\n  }\n": typeof types.BlogCard_BlogFragmentDoc,
    "\n  query Blogs {\n    blogs {\n      id\n      ...BlogCard_blog\n    }\n  }\n": typeof types.BlogsDocument,
    "\n  query Blog($id: ID!) {\n    blog(id: $id) {\n      id\n      heading\n      content\n      headingHi\n      contentHi\n      image\n      createdAt\n    }\n  }\n": typeof types.BlogDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  query MyNotifications {\n    myNotifications {\n      id\n      message\n      read\n      createdAt\n    }\n  }\n": typeof types.MyNotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      message\n      read\n      createdAt\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation ClearNotifications {\n    clearNotifications\n  }\n": typeof types.ClearNotificationsDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  query Offers {\n    offers {\n      id\n      imageUrl\n      createdAt\n    }\n  }\n": typeof types.OffersDocument,
    "\n  fragment PaymentFields_payment on Payment {\n    id\n    purpose\n    method\n    amount\n    status\n    reference\n    createdAt\n  }\n": typeof types.PaymentFields_PaymentFragmentDoc,
    "\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      bookFor\n      pricedAs\n      units\n      unit\n      rate\n      subtotal\n      discountPercent\n      discount\n      deliveryFee\n      total\n      offerDiscount\n      gst\n      grandTotal\n      advance\n      deposit\n      kmIncluded\n      fuelChargePerEighth\n      lateGraceMinutes\n      lateHourCharge\n      lines {\n        label\n        amount\n      }\n    }\n  }\n": typeof types.QuoteDocument,
    "\n  fragment BillTable_bill on BillView {\n    lines {\n      kind\n      description\n      quantity\n      unitPrice\n      amount\n      gstRate\n      waivedReason\n    }\n    taxable\n    cgst\n    sgst\n    igst\n    total\n    depositHeld\n    deductions\n    advance\n    balance\n    taxInvoice\n  }\n": typeof types.BillTable_BillFragmentDoc,
    "\n  query AdminQuickBookings($page: Int!, $pageSize: Int!) {\n    quickBookings(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        fromCity\n        toCity\n        bookAt\n        carName\n        mobile\n        pickDate\n        pickTime\n        dropDate\n        dropTime\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.AdminQuickBookingsDocument,
    "\n  fragment AdminBooking_booking on Booking {\n    id\n    name\n    phone\n    license\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    pickupAddress\n    pickupLat\n    pickupLng\n    pickupLandmark\n    pickupAreaToConfirm\n    returnAddress\n    returnLat\n    returnLng\n    returnLandmark\n    returnAreaToConfirm\n    status\n    cancelReason\n    amount\n    cancellationCharge\n    refundAmount\n    paid\n    due\n    refunded\n    createdAt\n    documentIssues\n    tripStage\n    bill {\n      total\n      balance\n    }\n    invoice {\n      number\n      url\n    }\n    car {\n      id\n      name\n    }\n  }\n": typeof types.AdminBooking_BookingFragmentDoc,
    "\n  query AdminBookings($search: String, $createdOn: String, $page: Int!, $pageSize: Int!) {\n    bookings(search: $search, createdOn: $createdOn, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminBooking_booking\n      }\n      total\n      pendingCount\n    }\n  }\n": typeof types.AdminBookingsDocument,
    "\n  subscription BookingChanged {\n    bookingChanged {\n      bookingId\n      kind\n      pendingCount\n    }\n  }\n": typeof types.BookingChangedDocument,
    "\n  query PendingBookingCount {\n    bookings(page: 1, pageSize: 1) {\n      pendingCount\n    }\n  }\n": typeof types.PendingBookingCountDocument,
    "\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {\n    setBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetBookingStatusDocument,
    "\n  query FleetCalendar($from: String, $days: Int) {\n    cars {\n      id\n      name\n    }\n    fleetCalendar(from: $from, days: $days) {\n      carId\n      kind\n      bookingId\n      blockId\n      label\n      from\n      to\n    }\n    blocks {\n      id\n      carId\n      carName\n      from\n      to\n      reason\n    }\n  }\n": typeof types.FleetCalendarDocument,
    "\n  mutation CreateBlock($input: BlockInput!) {\n    createBlock(input: $input)\n  }\n": typeof types.CreateBlockDocument,
    "\n  mutation DeleteBlock($id: ID!) {\n    deleteBlock(id: $id)\n  }\n": typeof types.DeleteBlockDocument,
    "\n  fragment AdminCarCard_car on Car {\n    id\n    name\n    image\n    price\n    fuel\n    seat\n    clock\n    cartype\n    cooling\n    selfdrive\n    extrafare\n    location\n    offer\n    order\n    isBooked\n    turnaroundMinutes\n  }\n": typeof types.AdminCarCard_CarFragmentDoc,
    "\n  query AdminCars {\n    cars {\n      id\n      ...AdminCarCard_car\n    }\n  }\n": typeof types.AdminCarsDocument,
    "\n  mutation CreateCar($input: CarInput!, $image: Upload) {\n    createCar(input: $input, image: $image) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n": typeof types.CreateCarDocument,
    "\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id)\n  }\n": typeof types.DeleteCarDocument,
    "\n  mutation ReorderCars($items: [CarOrderInput!]!) {\n    reorderCars(items: $items) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n": typeof types.ReorderCarsDocument,
    "\n  mutation UpdateCar($id: ID!, $input: CarInput!, $image: Upload) {\n    updateCar(id: $id, input: $input, image: $image) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n": typeof types.UpdateCarDocument,
    "\n  fragment ContactMessageRow_message on ContactMessage {\n    id\n    name\n    email\n    phone\n    message\n    createdAt\n  }\n": typeof types.ContactMessageRow_MessageFragmentDoc,
    "\n  query ContactMessages($search: String, $page: Int!, $pageSize: Int!) {\n    contactMessages(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ContactMessageRow_message\n      }\n      total\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  query AdminCharts {\n    adminCharts {\n      bookingsPerDay { date pending accepted rejected canceled completed }\n      revenuePerWeek { weekStart amount }\n      carShare { carId name share }\n    }\n  }\n": typeof types.AdminChartsDocument,
    "\n  query RevenueDashboard {\n    revenueDashboard {\n      months { month taxable tax invoices }\n      utilisation\n    }\n  }\n": typeof types.RevenueDashboardDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      pendingBookings\n      todaysPickups\n      todaysDropoffs\n      carsBooked\n      carsAvailable\n      newContactMessages\n      pendingReviews\n      lastBackupAt\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminDocuments($page: Int!, $pageSize: Int!) {\n    documents(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        kind\n        idType\n        status\n        number\n        numberLast4\n        dateOfBirth\n        issuedOn\n        expiresOn\n        createdAt\n        customerName\n        customerEmail\n        hasBack\n      }\n      total\n    }\n  }\n": typeof types.AdminDocumentsDocument,
    "\n  query DocumentImage($id: ID!, $side: String!) {\n    documentImage(id: $id, side: $side)\n  }\n": typeof types.DocumentImageDocument,
    "\n  mutation ReviewDocument($id: ID!, $decision: DocumentDecision!, $reason: String, $reasonCode: DocumentRejectionCode) {\n    reviewDocument(id: $id, decision: $decision, reason: $reason, reasonCode: $reasonCode) {\n      id\n      status\n      reason\n    }\n  }\n": typeof types.ReviewDocumentDocument,
    "\n  mutation CreateBlog($input: BlogInput!, $image: Upload) {\n    createBlog(input: $input, image: $image) {\n      id\n      ...BlogCard_blog\n    }\n  }\n": typeof types.CreateBlogDocument,
    "\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n": typeof types.DeleteBlogDocument,
    "\n  mutation UpdateBlog($id: ID!, $input: BlogInput!, $image: Upload) {\n    updateBlog(id: $id, input: $input, image: $image) {\n      id\n      ...BlogCard_blog\n    }\n  }\n": typeof types.UpdateBlogDocument,
    "\n  query ApiKeys { apiKeys { id name prefix scopes createdAt lastUsedAt revokedAt } }\n": typeof types.ApiKeysDocument,
    "\n  query WebhookEndpoints { webhookEndpoints { id url events createdAt disabledAt disabledReason } }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) { id eventId eventType status attempts lastStatusCode lastError lastAttemptAt createdAt }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateApiKey($name: String!, $scopes: [ApiKeyScope!]!) {\n    createApiKey(name: $name, scopes: $scopes) { key apiKey { id } }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $events: [WebhookEventType!]!) {\n    createWebhookEndpoint(url: $url, events: $events) { secret endpoint { id } }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation EnableWebhookEndpoint($id: ID!) { enableWebhookEndpoint(id: $id) { id disabledAt disabledReason } }\n": typeof types.EnableWebhookEndpointDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  mutation SendTestWebhook($id: ID!) { sendTestWebhook(id: $id) { id } }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation AddOffer($image: Upload) {\n    addOffer(image: $image) {\n      id\n      imageUrl\n    }\n  }\n": typeof types.AddOfferDocument,
    "\n  mutation DeleteOffer($id: ID!) {\n    deleteOffer(id: $id)\n  }\n": typeof types.DeleteOfferDocument,
    "\n  query AdminPayments($search: String, $pageSize: Int) {\n    payments(search: $search, pageSize: $pageSize) {\n      total\n      items {\n        ...PaymentFields_payment\n        bookingId\n        customer\n        razorpayOrderId\n        note\n      }\n    }\n  }\n": typeof types.AdminPaymentsDocument,
    "\n  query PaymentTotals($from: String, $to: String) {\n    paymentTotals(from: $from, to: $to) {\n      day\n      method\n      received\n      refunded\n    }\n  }\n": typeof types.PaymentTotalsDocument,
    "\n  query OverdueAdvances {\n    overdueAdvances {\n      id\n      name\n      phone\n      pickupDate\n      pickupTime\n      advance\n      due\n      car { id name }\n    }\n  }\n": typeof types.OverdueAdvancesDocument,
    "\n  mutation CloseRefund($paymentId: ID!, $reference: String!, $note: String) {\n    closeRefund(paymentId: $paymentId, reference: $reference, note: $note) {\n      id\n      status\n      reference\n    }\n  }\n": typeof types.CloseRefundDocument,
    "\n  mutation ConfirmPayment($paymentId: ID!, $accepted: Boolean!, $note: String) {\n    confirmPayment(paymentId: $paymentId, accepted: $accepted, note: $note) {\n      id\n      status\n      note\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation RecordPayment($bookingId: ID!, $purpose: PaymentPurpose!, $method: PaymentMethod!, $amount: Int!, $reference: String) {\n    recordPayment(bookingId: $bookingId, purpose: $purpose, method: $method, amount: $amount, reference: $reference) {\n      id\n      status\n      amount\n      reference\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  query PriceRules {\n    priceRules {\n      id\n      name\n      from\n      to\n      weekdays\n      carIds\n      percent\n      dailyPrice\n      priority\n    }\n    cars {\n      id\n      name\n      price\n    }\n  }\n": typeof types.PriceRulesDocument,
    "\n  mutation CreatePriceRule($input: PriceRuleInput!) {\n    createPriceRule(input: $input)\n  }\n": typeof types.CreatePriceRuleDocument,
    "\n  mutation DeletePriceRule($id: ID!) {\n    deletePriceRule(id: $id)\n  }\n": typeof types.DeletePriceRuleDocument,
    "\n  query RegisteredCars {\n    registeredCars {\n      id\n      carName\n      model\n      numberPlate\n      fuelType\n      seats\n      clientName\n      phone\n      email\n      image\n      createdAt\n    }\n  }\n": typeof types.RegisteredCarsDocument,
    "\n  mutation DeleteRegisteredCar($id: ID!) {\n    deleteRegisteredCar(id: $id)\n  }\n": typeof types.DeleteRegisteredCarDocument,
    "\n  query AdminReviews($status: ReviewStatus, $page: Int!, $pageSize: Int!) {\n    reviews(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        rating\n        message\n        status\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.AdminReviewsDocument,
    "\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id)\n  }\n": typeof types.DeleteReviewDocument,
    "\n  mutation SetReviewStatus($id: ID!, $status: ReviewStatus!) {\n    setReviewStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetReviewStatusDocument,
    "\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      name\n      rating\n      message\n    }\n  }\n": typeof types.UpdateReviewDocument,
    "\n  query TripBoard {\n    tripBoard {\n      pickups {\n        ...TripCard_booking\n      }\n      onTrip {\n        ...TripCard_booking\n      }\n      overdue {\n        id\n      }\n      returns {\n        id\n      }\n      toSettle {\n        ...TripCard_booking\n      }\n    }\n  }\n": typeof types.TripBoardDocument,
    "\n  fragment TripCard_booking on Booking {\n    id\n    name\n    phone\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    tripStage\n    documentIssues\n    paid\n    due\n    atRiskOf\n    driverCheck {\n      bookingName\n      bookingLicence\n      licenceNumber\n      licenceHolder\n      matches\n    }\n    pickupAddress\n    pickupLat\n    pickupLng\n    pickupLandmark\n    pickupAreaToConfirm\n    returnAddress\n    returnLat\n    returnLng\n    returnLandmark\n    returnAreaToConfirm\n    car {\n      id\n      name\n      registrationNumber\n    }\n    trip {\n      startedAt\n      handoverOdometerKm\n      handoverFuelEighths\n      depositHeld\n      depositMethod\n      depositReference\n      driverMismatchReason\n    }\n    bill {\n      ...BillTable_bill\n    }\n  }\n": typeof types.TripCard_BookingFragmentDoc,
    "\n  mutation ConfirmPickupArea($bookingId: ID!) {\n    confirmPickupArea(bookingId: $bookingId) {\n      id\n      pickupAreaToConfirm\n    }\n  }\n": typeof types.ConfirmPickupAreaDocument,
    "\n  mutation EndTrip($bookingId: ID!, $input: EndTripInput!) {\n    endTrip(bookingId: $bookingId, input: $input) {\n      id\n      tripStage\n      bill {\n        ...BillTable_bill\n      }\n    }\n  }\n": typeof types.EndTripDocument,
    "\n  mutation SettleBill($bookingId: ID!, $method: SettleMethod!, $reference: String) {\n    settleBill(bookingId: $bookingId, method: $method, reference: $reference) {\n      id\n      status\n      tripStage\n      invoice {\n        number\n        url\n      }\n    }\n  }\n": typeof types.SettleBillDocument,
    "\n  mutation StartTrip($bookingId: ID!, $input: StartTripInput!) {\n    startTrip(bookingId: $bookingId, input: $input) {\n      id\n      status\n      tripStage\n    }\n  }\n": typeof types.StartTripDocument,
    "\n  mutation WaiveBillLine($bookingId: ID!, $index: Int!, $reason: String!) {\n    waiveBillLine(bookingId: $bookingId, index: $index, reason: $reason) {\n      id\n      bill {\n        ...BillTable_bill\n      }\n    }\n  }\n": typeof types.WaiveBillLineDocument,
    "\n  query AdminTokenValid {\n    adminTokenValid\n  }\n": typeof types.AdminTokenValidDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation DeleteUsers($ids: [ID!]!) {\n    deleteUsers(ids: $ids)\n  }\n": typeof types.DeleteUsersDocument,
    "\n  fragment AdminUser_user on User {\n    id\n    name\n    phone\n    email\n    address\n    gender\n    dob\n    isVerified\n    createdAt\n  }\n": typeof types.AdminUser_UserFragmentDoc,
    "\n  query AdminUsers($search: String, $verified: UserVerifiedFilter!, $sort: UserSort!, $page: Int!, $pageSize: Int!) {\n    users(search: $search, verified: $verified, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUser_user\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  fragment BookingCard_booking on Booking {\n    id\n    status\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    bookFor\n    amount\n    cancellationCharge\n    refundAmount\n    cancelReason\n    adminRemarks\n    ...BookingPayments_booking\n    documentIssues\n    tripStage\n    deliveryFee\n    pickupAddress\n    returnAddress\n    bill {\n      ...BillTable_bill\n    }\n    wholePrice {\n      total\n      gst\n      grandTotal\n      advance\n      deposit\n      kmIncluded\n      fuelChargePerEighth\n      lateGraceMinutes\n      lateHourCharge\n    }\n    invoice {\n      number\n      url\n    }\n    creditNotes {\n      number\n      url\n    }\n    receiptVouchers {\n      number\n      url\n    }\n    refundVouchers {\n      number\n      url\n    }\n    car {\n      id\n      name\n      image\n    }\n  }\n": typeof types.BookingCard_BookingFragmentDoc,
    "\n  fragment BookingPayments_booking on Booking {\n    id\n    status\n    paid\n    due\n    refunded\n    payments {\n      ...PaymentFields_payment\n    }\n  }\n": typeof types.BookingPayments_BookingFragmentDoc,
    "\n  query CancellationTerms($id: ID!) {\n    cancellationTerms(id: $id) {\n      rule\n      advance\n      charge\n      refund\n    }\n  }\n": typeof types.CancellationTermsDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      pickupDate\n      status\n      tripStage\n      ...BookingCard_booking\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  mutation CancelBooking($id: ID!, $reason: String!) {\n    cancelBooking(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      cancellationCharge\n      refundAmount\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  mutation ClaimUpiPayment($bookingId: ID!, $purpose: PaymentPurpose!, $utr: String!) {\n    claimUpiPayment(bookingId: $bookingId, purpose: $purpose, utr: $utr) {\n      ...PaymentFields_payment\n    }\n  }\n": typeof types.ClaimUpiPaymentDocument,
    "\n  mutation PaymentRequest($bookingId: ID!, $purpose: PaymentPurpose!) {\n    paymentRequest(bookingId: $bookingId, purpose: $purpose) {\n      paymentId\n      amount\n      upiUri\n      razorpayOrderId\n      razorpayKeyId\n    }\n  }\n": typeof types.PaymentRequestDocument,
    "\n  mutation RescheduleBooking($id: ID!, $input: RescheduleInput!) {\n    rescheduleBooking(id: $id, input: $input) {\n      id\n      status\n      pickupDate\n      pickupTime\n      dropDate\n      dropTime\n      amount\n    }\n  }\n": typeof types.RescheduleBookingDocument,
    "\n  mutation VerifyRazorpayPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    verifyRazorpayPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      id\n      status\n      reference\n    }\n  }\n": typeof types.VerifyRazorpayPaymentDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation CreateQuickBooking($input: QuickBookingInput!) {\n    createQuickBooking(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateQuickBookingDocument,
    "\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitReviewDocument,
    "\n  query MyDocuments {\n    myDocuments {\n      id\n      kind\n      idType\n      status\n      numberLast4\n      expiresOn\n      reason\n      createdAt\n    }\n  }\n": typeof types.MyDocumentsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $profilePic: Upload) {\n    updateProfile(input: $input, profilePic: $profilePic) {\n      ...SessionUser_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UploadDocument($input: UploadDocumentInput!) {\n    uploadDocument(input: $input) {\n      id\n      kind\n      status\n      numberLast4\n      expiresOn\n      reason\n    }\n  }\n": typeof types.UploadDocumentDocument,
    "\n  mutation RegisterCar($input: RegisterCarInput!, $image: Upload) {\n    registerCar(input: $input, image: $image) {\n      id\n      carName\n    }\n  }\n": typeof types.RegisterCarDocument,
    "\n  mutation ResendEmailOtp($email: String!) {\n    resendEmailOtp(email: $email)\n  }\n": typeof types.ResendEmailOtpDocument,
    "\n  mutation SendEmailOtp($name: String!, $email: String!, $phone: String!, $language: String) {\n    sendEmailOtp(name: $name, email: $email, phone: $phone, language: $language)\n  }\n": typeof types.SendEmailOtpDocument,
    "\n  mutation VerifyEmailOtp($email: String!, $otp: String!, $phone: String) {\n    verifyEmailOtp(email: $email, otp: $otp, phone: $phone) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.VerifyEmailOtpDocument,
    "\n  mutation VerifySignInLink($signin: String!) {\n    verifySignInLink(signin: $signin) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.VerifySignInLinkDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminSignInLink($signin: String!) {\n    adminSignInLink(signin: $signin) {\n      token\n    }\n  }\n": typeof types.AdminSignInLinkDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    name\n    phone\n    email\n    address\n    state\n    gender\n    dob\n    profilePic\n    isVerified\n    createdAt\n    language\n  }\n": typeof types.SessionUser_UserFragmentDoc,
};
const documents: Documents = {
    "\n  fragment BlogCard_blog on Blog {\n    id\n    heading\n    content\n    headingHi\n    contentHi\n    image\n    createdAt\n  }\n": types.BlogCard_BlogFragmentDoc,
    "\n  query Blogs {\n    blogs {\n      id\n      ...BlogCard_blog\n    }\n  }\n": types.BlogsDocument,
    "\n  query Blog($id: ID!) {\n    blog(id: $id) {\n      id\n      heading\n      content\n      headingHi\n      contentHi\n      image\n      createdAt\n    }\n  }\n": types.BlogDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetLanguageDocument,
    "\n  query MyNotifications {\n    myNotifications {\n      id\n      message\n      read\n      createdAt\n    }\n  }\n": types.MyNotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      message\n      read\n      createdAt\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation ClearNotifications {\n    clearNotifications\n  }\n": types.ClearNotificationsDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": types.DeleteNotificationDocument,
    "\n  query Offers {\n    offers {\n      id\n      imageUrl\n      createdAt\n    }\n  }\n": types.OffersDocument,
    "\n  fragment PaymentFields_payment on Payment {\n    id\n    purpose\n    method\n    amount\n    status\n    reference\n    createdAt\n  }\n": types.PaymentFields_PaymentFragmentDoc,
    "\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      bookFor\n      pricedAs\n      units\n      unit\n      rate\n      subtotal\n      discountPercent\n      discount\n      deliveryFee\n      total\n      offerDiscount\n      gst\n      grandTotal\n      advance\n      deposit\n      kmIncluded\n      fuelChargePerEighth\n      lateGraceMinutes\n      lateHourCharge\n      lines {\n        label\n        amount\n      }\n    }\n  }\n": types.QuoteDocument,
    "\n  fragment BillTable_bill on BillView {\n    lines {\n      kind\n      description\n      quantity\n      unitPrice\n      amount\n      gstRate\n      waivedReason\n    }\n    taxable\n    cgst\n    sgst\n    igst\n    total\n    depositHeld\n    deductions\n    advance\n    balance\n    taxInvoice\n  }\n": types.BillTable_BillFragmentDoc,
    "\n  query AdminQuickBookings($page: Int!, $pageSize: Int!) {\n    quickBookings(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        fromCity\n        toCity\n        bookAt\n        carName\n        mobile\n        pickDate\n        pickTime\n        dropDate\n        dropTime\n        createdAt\n      }\n      total\n    }\n  }\n": types.AdminQuickBookingsDocument,
    "\n  fragment AdminBooking_booking on Booking {\n    id\n    name\n    phone\n    license\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    pickupAddress\n    pickupLat\n    pickupLng\n    pickupLandmark\n    pickupAreaToConfirm\n    returnAddress\n    returnLat\n    returnLng\n    returnLandmark\n    returnAreaToConfirm\n    status\n    cancelReason\n    amount\n    cancellationCharge\n    refundAmount\n    paid\n    due\n    refunded\n    createdAt\n    documentIssues\n    tripStage\n    bill {\n      total\n      balance\n    }\n    invoice {\n      number\n      url\n    }\n    car {\n      id\n      name\n    }\n  }\n": types.AdminBooking_BookingFragmentDoc,
    "\n  query AdminBookings($search: String, $createdOn: String, $page: Int!, $pageSize: Int!) {\n    bookings(search: $search, createdOn: $createdOn, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminBooking_booking\n      }\n      total\n      pendingCount\n    }\n  }\n": types.AdminBookingsDocument,
    "\n  subscription BookingChanged {\n    bookingChanged {\n      bookingId\n      kind\n      pendingCount\n    }\n  }\n": types.BookingChangedDocument,
    "\n  query PendingBookingCount {\n    bookings(page: 1, pageSize: 1) {\n      pendingCount\n    }\n  }\n": types.PendingBookingCountDocument,
    "\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {\n    setBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetBookingStatusDocument,
    "\n  query FleetCalendar($from: String, $days: Int) {\n    cars {\n      id\n      name\n    }\n    fleetCalendar(from: $from, days: $days) {\n      carId\n      kind\n      bookingId\n      blockId\n      label\n      from\n      to\n    }\n    blocks {\n      id\n      carId\n      carName\n      from\n      to\n      reason\n    }\n  }\n": types.FleetCalendarDocument,
    "\n  mutation CreateBlock($input: BlockInput!) {\n    createBlock(input: $input)\n  }\n": types.CreateBlockDocument,
    "\n  mutation DeleteBlock($id: ID!) {\n    deleteBlock(id: $id)\n  }\n": types.DeleteBlockDocument,
    "\n  fragment AdminCarCard_car on Car {\n    id\n    name\n    image\n    price\n    fuel\n    seat\n    clock\n    cartype\n    cooling\n    selfdrive\n    extrafare\n    location\n    offer\n    order\n    isBooked\n    turnaroundMinutes\n  }\n": types.AdminCarCard_CarFragmentDoc,
    "\n  query AdminCars {\n    cars {\n      id\n      ...AdminCarCard_car\n    }\n  }\n": types.AdminCarsDocument,
    "\n  mutation CreateCar($input: CarInput!, $image: Upload) {\n    createCar(input: $input, image: $image) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n": types.CreateCarDocument,
    "\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id)\n  }\n": types.DeleteCarDocument,
    "\n  mutation ReorderCars($items: [CarOrderInput!]!) {\n    reorderCars(items: $items) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n": types.ReorderCarsDocument,
    "\n  mutation UpdateCar($id: ID!, $input: CarInput!, $image: Upload) {\n    updateCar(id: $id, input: $input, image: $image) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n": types.UpdateCarDocument,
    "\n  fragment ContactMessageRow_message on ContactMessage {\n    id\n    name\n    email\n    phone\n    message\n    createdAt\n  }\n": types.ContactMessageRow_MessageFragmentDoc,
    "\n  query ContactMessages($search: String, $page: Int!, $pageSize: Int!) {\n    contactMessages(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ContactMessageRow_message\n      }\n      total\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  query AdminCharts {\n    adminCharts {\n      bookingsPerDay { date pending accepted rejected canceled completed }\n      revenuePerWeek { weekStart amount }\n      carShare { carId name share }\n    }\n  }\n": types.AdminChartsDocument,
    "\n  query RevenueDashboard {\n    revenueDashboard {\n      months { month taxable tax invoices }\n      utilisation\n    }\n  }\n": types.RevenueDashboardDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      pendingBookings\n      todaysPickups\n      todaysDropoffs\n      carsBooked\n      carsAvailable\n      newContactMessages\n      pendingReviews\n      lastBackupAt\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminDocuments($page: Int!, $pageSize: Int!) {\n    documents(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        kind\n        idType\n        status\n        number\n        numberLast4\n        dateOfBirth\n        issuedOn\n        expiresOn\n        createdAt\n        customerName\n        customerEmail\n        hasBack\n      }\n      total\n    }\n  }\n": types.AdminDocumentsDocument,
    "\n  query DocumentImage($id: ID!, $side: String!) {\n    documentImage(id: $id, side: $side)\n  }\n": types.DocumentImageDocument,
    "\n  mutation ReviewDocument($id: ID!, $decision: DocumentDecision!, $reason: String, $reasonCode: DocumentRejectionCode) {\n    reviewDocument(id: $id, decision: $decision, reason: $reason, reasonCode: $reasonCode) {\n      id\n      status\n      reason\n    }\n  }\n": types.ReviewDocumentDocument,
    "\n  mutation CreateBlog($input: BlogInput!, $image: Upload) {\n    createBlog(input: $input, image: $image) {\n      id\n      ...BlogCard_blog\n    }\n  }\n": types.CreateBlogDocument,
    "\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n": types.DeleteBlogDocument,
    "\n  mutation UpdateBlog($id: ID!, $input: BlogInput!, $image: Upload) {\n    updateBlog(id: $id, input: $input, image: $image) {\n      id\n      ...BlogCard_blog\n    }\n  }\n": types.UpdateBlogDocument,
    "\n  query ApiKeys { apiKeys { id name prefix scopes createdAt lastUsedAt revokedAt } }\n": types.ApiKeysDocument,
    "\n  query WebhookEndpoints { webhookEndpoints { id url events createdAt disabledAt disabledReason } }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) { id eventId eventType status attempts lastStatusCode lastError lastAttemptAt createdAt }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateApiKey($name: String!, $scopes: [ApiKeyScope!]!) {\n    createApiKey(name: $name, scopes: $scopes) { key apiKey { id } }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $events: [WebhookEventType!]!) {\n    createWebhookEndpoint(url: $url, events: $events) { secret endpoint { id } }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation EnableWebhookEndpoint($id: ID!) { enableWebhookEndpoint(id: $id) { id disabledAt disabledReason } }\n": types.EnableWebhookEndpointDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n": types.RevokeApiKeyDocument,
    "\n  mutation SendTestWebhook($id: ID!) { sendTestWebhook(id: $id) { id } }\n": types.SendTestWebhookDocument,
    "\n  mutation AddOffer($image: Upload) {\n    addOffer(image: $image) {\n      id\n      imageUrl\n    }\n  }\n": types.AddOfferDocument,
    "\n  mutation DeleteOffer($id: ID!) {\n    deleteOffer(id: $id)\n  }\n": types.DeleteOfferDocument,
    "\n  query AdminPayments($search: String, $pageSize: Int) {\n    payments(search: $search, pageSize: $pageSize) {\n      total\n      items {\n        ...PaymentFields_payment\n        bookingId\n        customer\n        razorpayOrderId\n        note\n      }\n    }\n  }\n": types.AdminPaymentsDocument,
    "\n  query PaymentTotals($from: String, $to: String) {\n    paymentTotals(from: $from, to: $to) {\n      day\n      method\n      received\n      refunded\n    }\n  }\n": types.PaymentTotalsDocument,
    "\n  query OverdueAdvances {\n    overdueAdvances {\n      id\n      name\n      phone\n      pickupDate\n      pickupTime\n      advance\n      due\n      car { id name }\n    }\n  }\n": types.OverdueAdvancesDocument,
    "\n  mutation CloseRefund($paymentId: ID!, $reference: String!, $note: String) {\n    closeRefund(paymentId: $paymentId, reference: $reference, note: $note) {\n      id\n      status\n      reference\n    }\n  }\n": types.CloseRefundDocument,
    "\n  mutation ConfirmPayment($paymentId: ID!, $accepted: Boolean!, $note: String) {\n    confirmPayment(paymentId: $paymentId, accepted: $accepted, note: $note) {\n      id\n      status\n      note\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation RecordPayment($bookingId: ID!, $purpose: PaymentPurpose!, $method: PaymentMethod!, $amount: Int!, $reference: String) {\n    recordPayment(bookingId: $bookingId, purpose: $purpose, method: $method, amount: $amount, reference: $reference) {\n      id\n      status\n      amount\n      reference\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  query PriceRules {\n    priceRules {\n      id\n      name\n      from\n      to\n      weekdays\n      carIds\n      percent\n      dailyPrice\n      priority\n    }\n    cars {\n      id\n      name\n      price\n    }\n  }\n": types.PriceRulesDocument,
    "\n  mutation CreatePriceRule($input: PriceRuleInput!) {\n    createPriceRule(input: $input)\n  }\n": types.CreatePriceRuleDocument,
    "\n  mutation DeletePriceRule($id: ID!) {\n    deletePriceRule(id: $id)\n  }\n": types.DeletePriceRuleDocument,
    "\n  query RegisteredCars {\n    registeredCars {\n      id\n      carName\n      model\n      numberPlate\n      fuelType\n      seats\n      clientName\n      phone\n      email\n      image\n      createdAt\n    }\n  }\n": types.RegisteredCarsDocument,
    "\n  mutation DeleteRegisteredCar($id: ID!) {\n    deleteRegisteredCar(id: $id)\n  }\n": types.DeleteRegisteredCarDocument,
    "\n  query AdminReviews($status: ReviewStatus, $page: Int!, $pageSize: Int!) {\n    reviews(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        rating\n        message\n        status\n        createdAt\n      }\n      total\n    }\n  }\n": types.AdminReviewsDocument,
    "\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id)\n  }\n": types.DeleteReviewDocument,
    "\n  mutation SetReviewStatus($id: ID!, $status: ReviewStatus!) {\n    setReviewStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetReviewStatusDocument,
    "\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      name\n      rating\n      message\n    }\n  }\n": types.UpdateReviewDocument,
    "\n  query TripBoard {\n    tripBoard {\n      pickups {\n        ...TripCard_booking\n      }\n      onTrip {\n        ...TripCard_booking\n      }\n      overdue {\n        id\n      }\n      returns {\n        id\n      }\n      toSettle {\n        ...TripCard_booking\n      }\n    }\n  }\n": types.TripBoardDocument,
    "\n  fragment TripCard_booking on Booking {\n    id\n    name\n    phone\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    tripStage\n    documentIssues\n    paid\n    due\n    atRiskOf\n    driverCheck {\n      bookingName\n      bookingLicence\n      licenceNumber\n      licenceHolder\n      matches\n    }\n    pickupAddress\n    pickupLat\n    pickupLng\n    pickupLandmark\n    pickupAreaToConfirm\n    returnAddress\n    returnLat\n    returnLng\n    returnLandmark\n    returnAreaToConfirm\n    car {\n      id\n      name\n      registrationNumber\n    }\n    trip {\n      startedAt\n      handoverOdometerKm\n      handoverFuelEighths\n      depositHeld\n      depositMethod\n      depositReference\n      driverMismatchReason\n    }\n    bill {\n      ...BillTable_bill\n    }\n  }\n": types.TripCard_BookingFragmentDoc,
    "\n  mutation ConfirmPickupArea($bookingId: ID!) {\n    confirmPickupArea(bookingId: $bookingId) {\n      id\n      pickupAreaToConfirm\n    }\n  }\n": types.ConfirmPickupAreaDocument,
    "\n  mutation EndTrip($bookingId: ID!, $input: EndTripInput!) {\n    endTrip(bookingId: $bookingId, input: $input) {\n      id\n      tripStage\n      bill {\n        ...BillTable_bill\n      }\n    }\n  }\n": types.EndTripDocument,
    "\n  mutation SettleBill($bookingId: ID!, $method: SettleMethod!, $reference: String) {\n    settleBill(bookingId: $bookingId, method: $method, reference: $reference) {\n      id\n      status\n      tripStage\n      invoice {\n        number\n        url\n      }\n    }\n  }\n": types.SettleBillDocument,
    "\n  mutation StartTrip($bookingId: ID!, $input: StartTripInput!) {\n    startTrip(bookingId: $bookingId, input: $input) {\n      id\n      status\n      tripStage\n    }\n  }\n": types.StartTripDocument,
    "\n  mutation WaiveBillLine($bookingId: ID!, $index: Int!, $reason: String!) {\n    waiveBillLine(bookingId: $bookingId, index: $index, reason: $reason) {\n      id\n      bill {\n        ...BillTable_bill\n      }\n    }\n  }\n": types.WaiveBillLineDocument,
    "\n  query AdminTokenValid {\n    adminTokenValid\n  }\n": types.AdminTokenValidDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  mutation DeleteUsers($ids: [ID!]!) {\n    deleteUsers(ids: $ids)\n  }\n": types.DeleteUsersDocument,
    "\n  fragment AdminUser_user on User {\n    id\n    name\n    phone\n    email\n    address\n    gender\n    dob\n    isVerified\n    createdAt\n  }\n": types.AdminUser_UserFragmentDoc,
    "\n  query AdminUsers($search: String, $verified: UserVerifiedFilter!, $sort: UserSort!, $page: Int!, $pageSize: Int!) {\n    users(search: $search, verified: $verified, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUser_user\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      status\n    }\n  }\n": types.CreateBookingDocument,
    "\n  fragment BookingCard_booking on Booking {\n    id\n    status\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    bookFor\n    amount\n    cancellationCharge\n    refundAmount\n    cancelReason\n    adminRemarks\n    ...BookingPayments_booking\n    documentIssues\n    tripStage\n    deliveryFee\n    pickupAddress\n    returnAddress\n    bill {\n      ...BillTable_bill\n    }\n    wholePrice {\n      total\n      gst\n      grandTotal\n      advance\n      deposit\n      kmIncluded\n      fuelChargePerEighth\n      lateGraceMinutes\n      lateHourCharge\n    }\n    invoice {\n      number\n      url\n    }\n    creditNotes {\n      number\n      url\n    }\n    receiptVouchers {\n      number\n      url\n    }\n    refundVouchers {\n      number\n      url\n    }\n    car {\n      id\n      name\n      image\n    }\n  }\n": types.BookingCard_BookingFragmentDoc,
    "\n  fragment BookingPayments_booking on Booking {\n    id\n    status\n    paid\n    due\n    refunded\n    payments {\n      ...PaymentFields_payment\n    }\n  }\n": types.BookingPayments_BookingFragmentDoc,
    "\n  query CancellationTerms($id: ID!) {\n    cancellationTerms(id: $id) {\n      rule\n      advance\n      charge\n      refund\n    }\n  }\n": types.CancellationTermsDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      pickupDate\n      status\n      tripStage\n      ...BookingCard_booking\n    }\n  }\n": types.MyBookingsDocument,
    "\n  mutation CancelBooking($id: ID!, $reason: String!) {\n    cancelBooking(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      cancellationCharge\n      refundAmount\n    }\n  }\n": types.CancelBookingDocument,
    "\n  mutation ClaimUpiPayment($bookingId: ID!, $purpose: PaymentPurpose!, $utr: String!) {\n    claimUpiPayment(bookingId: $bookingId, purpose: $purpose, utr: $utr) {\n      ...PaymentFields_payment\n    }\n  }\n": types.ClaimUpiPaymentDocument,
    "\n  mutation PaymentRequest($bookingId: ID!, $purpose: PaymentPurpose!) {\n    paymentRequest(bookingId: $bookingId, purpose: $purpose) {\n      paymentId\n      amount\n      upiUri\n      razorpayOrderId\n      razorpayKeyId\n    }\n  }\n": types.PaymentRequestDocument,
    "\n  mutation RescheduleBooking($id: ID!, $input: RescheduleInput!) {\n    rescheduleBooking(id: $id, input: $input) {\n      id\n      status\n      pickupDate\n      pickupTime\n      dropDate\n      dropTime\n      amount\n    }\n  }\n": types.RescheduleBookingDocument,
    "\n  mutation VerifyRazorpayPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    verifyRazorpayPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      id\n      status\n      reference\n    }\n  }\n": types.VerifyRazorpayPaymentDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  mutation CreateQuickBooking($input: QuickBookingInput!) {\n    createQuickBooking(input: $input) {\n      id\n    }\n  }\n": types.CreateQuickBookingDocument,
    "\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n    }\n  }\n": types.SubmitReviewDocument,
    "\n  query MyDocuments {\n    myDocuments {\n      id\n      kind\n      idType\n      status\n      numberLast4\n      expiresOn\n      reason\n      createdAt\n    }\n  }\n": types.MyDocumentsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $profilePic: Upload) {\n    updateProfile(input: $input, profilePic: $profilePic) {\n      ...SessionUser_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UploadDocument($input: UploadDocumentInput!) {\n    uploadDocument(input: $input) {\n      id\n      kind\n      status\n      numberLast4\n      expiresOn\n      reason\n    }\n  }\n": types.UploadDocumentDocument,
    "\n  mutation RegisterCar($input: RegisterCarInput!, $image: Upload) {\n    registerCar(input: $input, image: $image) {\n      id\n      carName\n    }\n  }\n": types.RegisterCarDocument,
    "\n  mutation ResendEmailOtp($email: String!) {\n    resendEmailOtp(email: $email)\n  }\n": types.ResendEmailOtpDocument,
    "\n  mutation SendEmailOtp($name: String!, $email: String!, $phone: String!, $language: String) {\n    sendEmailOtp(name: $name, email: $email, phone: $phone, language: $language)\n  }\n": types.SendEmailOtpDocument,
    "\n  mutation VerifyEmailOtp($email: String!, $otp: String!, $phone: String) {\n    verifyEmailOtp(email: $email, otp: $otp, phone: $phone) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": types.VerifyEmailOtpDocument,
    "\n  mutation VerifySignInLink($signin: String!) {\n    verifySignInLink(signin: $signin) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n": types.VerifySignInLinkDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminSignInLink($signin: String!) {\n    adminSignInLink(signin: $signin) {\n      token\n    }\n  }\n": types.AdminSignInLinkDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    name\n    phone\n    email\n    address\n    state\n    gender\n    dob\n    profilePic\n    isVerified\n    createdAt\n    language\n  }\n": types.SessionUser_UserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogCard_blog on Blog {\n    id\n    heading\n    content\n    headingHi\n    contentHi\n    image\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BlogCard_blog on Blog {\n    id\n    heading\n    content\n    headingHi\n    contentHi\n    image\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Blogs {\n    blogs {\n      id\n      ...BlogCard_blog\n    }\n  }\n"): (typeof documents)["\n  query Blogs {\n    blogs {\n      id\n      ...BlogCard_blog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Blog($id: ID!) {\n    blog(id: $id) {\n      id\n      heading\n      content\n      headingHi\n      contentHi\n      image\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Blog($id: ID!) {\n    blog(id: $id) {\n      id\n      heading\n      content\n      headingHi\n      contentHi\n      image\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotifications {\n    myNotifications {\n      id\n      message\n      read\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyNotifications {\n    myNotifications {\n      id\n      message\n      read\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      message\n      read\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      message\n      read\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearNotifications {\n    clearNotifications\n  }\n"): (typeof documents)["\n  mutation ClearNotifications {\n    clearNotifications\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Offers {\n    offers {\n      id\n      imageUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Offers {\n    offers {\n      id\n      imageUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFields_payment on Payment {\n    id\n    purpose\n    method\n    amount\n    status\n    reference\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PaymentFields_payment on Payment {\n    id\n    purpose\n    method\n    amount\n    status\n    reference\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      bookFor\n      pricedAs\n      units\n      unit\n      rate\n      subtotal\n      discountPercent\n      discount\n      deliveryFee\n      total\n      offerDiscount\n      gst\n      grandTotal\n      advance\n      deposit\n      kmIncluded\n      fuelChargePerEighth\n      lateGraceMinutes\n      lateHourCharge\n      lines {\n        label\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      bookFor\n      pricedAs\n      units\n      unit\n      rate\n      subtotal\n      discountPercent\n      discount\n      deliveryFee\n      total\n      offerDiscount\n      gst\n      grandTotal\n      advance\n      deposit\n      kmIncluded\n      fuelChargePerEighth\n      lateGraceMinutes\n      lateHourCharge\n      lines {\n        label\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillTable_bill on BillView {\n    lines {\n      kind\n      description\n      quantity\n      unitPrice\n      amount\n      gstRate\n      waivedReason\n    }\n    taxable\n    cgst\n    sgst\n    igst\n    total\n    depositHeld\n    deductions\n    advance\n    balance\n    taxInvoice\n  }\n"): (typeof documents)["\n  fragment BillTable_bill on BillView {\n    lines {\n      kind\n      description\n      quantity\n      unitPrice\n      amount\n      gstRate\n      waivedReason\n    }\n    taxable\n    cgst\n    sgst\n    igst\n    total\n    depositHeld\n    deductions\n    advance\n    balance\n    taxInvoice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuickBookings($page: Int!, $pageSize: Int!) {\n    quickBookings(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        fromCity\n        toCity\n        bookAt\n        carName\n        mobile\n        pickDate\n        pickTime\n        dropDate\n        dropTime\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminQuickBookings($page: Int!, $pageSize: Int!) {\n    quickBookings(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        fromCity\n        toCity\n        bookAt\n        carName\n        mobile\n        pickDate\n        pickTime\n        dropDate\n        dropTime\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBooking_booking on Booking {\n    id\n    name\n    phone\n    license\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    pickupAddress\n    pickupLat\n    pickupLng\n    pickupLandmark\n    pickupAreaToConfirm\n    returnAddress\n    returnLat\n    returnLng\n    returnLandmark\n    returnAreaToConfirm\n    status\n    cancelReason\n    amount\n    cancellationCharge\n    refundAmount\n    paid\n    due\n    refunded\n    createdAt\n    documentIssues\n    tripStage\n    bill {\n      total\n      balance\n    }\n    invoice {\n      number\n      url\n    }\n    car {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AdminBooking_booking on Booking {\n    id\n    name\n    phone\n    license\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    pickupAddress\n    pickupLat\n    pickupLng\n    pickupLandmark\n    pickupAreaToConfirm\n    returnAddress\n    returnLat\n    returnLng\n    returnLandmark\n    returnAreaToConfirm\n    status\n    cancelReason\n    amount\n    cancellationCharge\n    refundAmount\n    paid\n    due\n    refunded\n    createdAt\n    documentIssues\n    tripStage\n    bill {\n      total\n      balance\n    }\n    invoice {\n      number\n      url\n    }\n    car {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookings($search: String, $createdOn: String, $page: Int!, $pageSize: Int!) {\n    bookings(search: $search, createdOn: $createdOn, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminBooking_booking\n      }\n      total\n      pendingCount\n    }\n  }\n"): (typeof documents)["\n  query AdminBookings($search: String, $createdOn: String, $page: Int!, $pageSize: Int!) {\n    bookings(search: $search, createdOn: $createdOn, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminBooking_booking\n      }\n      total\n      pendingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BookingChanged {\n    bookingChanged {\n      bookingId\n      kind\n      pendingCount\n    }\n  }\n"): (typeof documents)["\n  subscription BookingChanged {\n    bookingChanged {\n      bookingId\n      kind\n      pendingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingBookingCount {\n    bookings(page: 1, pageSize: 1) {\n      pendingCount\n    }\n  }\n"): (typeof documents)["\n  query PendingBookingCount {\n    bookings(page: 1, pageSize: 1) {\n      pendingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {\n    setBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {\n    setBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FleetCalendar($from: String, $days: Int) {\n    cars {\n      id\n      name\n    }\n    fleetCalendar(from: $from, days: $days) {\n      carId\n      kind\n      bookingId\n      blockId\n      label\n      from\n      to\n    }\n    blocks {\n      id\n      carId\n      carName\n      from\n      to\n      reason\n    }\n  }\n"): (typeof documents)["\n  query FleetCalendar($from: String, $days: Int) {\n    cars {\n      id\n      name\n    }\n    fleetCalendar(from: $from, days: $days) {\n      carId\n      kind\n      bookingId\n      blockId\n      label\n      from\n      to\n    }\n    blocks {\n      id\n      carId\n      carName\n      from\n      to\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlock($input: BlockInput!) {\n    createBlock(input: $input)\n  }\n"): (typeof documents)["\n  mutation CreateBlock($input: BlockInput!) {\n    createBlock(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlock($id: ID!) {\n    deleteBlock(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBlock($id: ID!) {\n    deleteBlock(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCarCard_car on Car {\n    id\n    name\n    image\n    price\n    fuel\n    seat\n    clock\n    cartype\n    cooling\n    selfdrive\n    extrafare\n    location\n    offer\n    order\n    isBooked\n    turnaroundMinutes\n  }\n"): (typeof documents)["\n  fragment AdminCarCard_car on Car {\n    id\n    name\n    image\n    price\n    fuel\n    seat\n    clock\n    cartype\n    cooling\n    selfdrive\n    extrafare\n    location\n    offer\n    order\n    isBooked\n    turnaroundMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCars {\n    cars {\n      id\n      ...AdminCarCard_car\n    }\n  }\n"): (typeof documents)["\n  query AdminCars {\n    cars {\n      id\n      ...AdminCarCard_car\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCar($input: CarInput!, $image: Upload) {\n    createCar(input: $input, image: $image) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCar($input: CarInput!, $image: Upload) {\n    createCar(input: $input, image: $image) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCars($items: [CarOrderInput!]!) {\n    reorderCars(items: $items) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCars($items: [CarOrderInput!]!) {\n    reorderCars(items: $items) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCar($id: ID!, $input: CarInput!, $image: Upload) {\n    updateCar(id: $id, input: $input, image: $image) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCar($id: ID!, $input: CarInput!, $image: Upload) {\n    updateCar(id: $id, input: $input, image: $image) {\n      id\n      ...AdminCarCard_car\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactMessageRow_message on ContactMessage {\n    id\n    name\n    email\n    phone\n    message\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ContactMessageRow_message on ContactMessage {\n    id\n    name\n    email\n    phone\n    message\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($search: String, $page: Int!, $pageSize: Int!) {\n    contactMessages(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ContactMessageRow_message\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($search: String, $page: Int!, $pageSize: Int!) {\n    contactMessages(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ContactMessageRow_message\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCharts {\n    adminCharts {\n      bookingsPerDay { date pending accepted rejected canceled completed }\n      revenuePerWeek { weekStart amount }\n      carShare { carId name share }\n    }\n  }\n"): (typeof documents)["\n  query AdminCharts {\n    adminCharts {\n      bookingsPerDay { date pending accepted rejected canceled completed }\n      revenuePerWeek { weekStart amount }\n      carShare { carId name share }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueDashboard {\n    revenueDashboard {\n      months { month taxable tax invoices }\n      utilisation\n    }\n  }\n"): (typeof documents)["\n  query RevenueDashboard {\n    revenueDashboard {\n      months { month taxable tax invoices }\n      utilisation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      pendingBookings\n      todaysPickups\n      todaysDropoffs\n      carsBooked\n      carsAvailable\n      newContactMessages\n      pendingReviews\n      lastBackupAt\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      pendingBookings\n      todaysPickups\n      todaysDropoffs\n      carsBooked\n      carsAvailable\n      newContactMessages\n      pendingReviews\n      lastBackupAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDocuments($page: Int!, $pageSize: Int!) {\n    documents(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        kind\n        idType\n        status\n        number\n        numberLast4\n        dateOfBirth\n        issuedOn\n        expiresOn\n        createdAt\n        customerName\n        customerEmail\n        hasBack\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminDocuments($page: Int!, $pageSize: Int!) {\n    documents(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        kind\n        idType\n        status\n        number\n        numberLast4\n        dateOfBirth\n        issuedOn\n        expiresOn\n        createdAt\n        customerName\n        customerEmail\n        hasBack\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentImage($id: ID!, $side: String!) {\n    documentImage(id: $id, side: $side)\n  }\n"): (typeof documents)["\n  query DocumentImage($id: ID!, $side: String!) {\n    documentImage(id: $id, side: $side)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewDocument($id: ID!, $decision: DocumentDecision!, $reason: String, $reasonCode: DocumentRejectionCode) {\n    reviewDocument(id: $id, decision: $decision, reason: $reason, reasonCode: $reasonCode) {\n      id\n      status\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewDocument($id: ID!, $decision: DocumentDecision!, $reason: String, $reasonCode: DocumentRejectionCode) {\n    reviewDocument(id: $id, decision: $decision, reason: $reason, reasonCode: $reasonCode) {\n      id\n      status\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlog($input: BlogInput!, $image: Upload) {\n    createBlog(input: $input, image: $image) {\n      id\n      ...BlogCard_blog\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlog($input: BlogInput!, $image: Upload) {\n    createBlog(input: $input, image: $image) {\n      id\n      ...BlogCard_blog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlog($id: ID!, $input: BlogInput!, $image: Upload) {\n    updateBlog(id: $id, input: $input, image: $image) {\n      id\n      ...BlogCard_blog\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlog($id: ID!, $input: BlogInput!, $image: Upload) {\n    updateBlog(id: $id, input: $input, image: $image) {\n      id\n      ...BlogCard_blog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys { apiKeys { id name prefix scopes createdAt lastUsedAt revokedAt } }\n"): (typeof documents)["\n  query ApiKeys { apiKeys { id name prefix scopes createdAt lastUsedAt revokedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints { webhookEndpoints { id url events createdAt disabledAt disabledReason } }\n"): (typeof documents)["\n  query WebhookEndpoints { webhookEndpoints { id url events createdAt disabledAt disabledReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) { id eventId eventType status attempts lastStatusCode lastError lastAttemptAt createdAt }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) { id eventId eventType status attempts lastStatusCode lastError lastAttemptAt createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!, $scopes: [ApiKeyScope!]!) {\n    createApiKey(name: $name, scopes: $scopes) { key apiKey { id } }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!, $scopes: [ApiKeyScope!]!) {\n    createApiKey(name: $name, scopes: $scopes) { key apiKey { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($url: String!, $events: [WebhookEventType!]!) {\n    createWebhookEndpoint(url: $url, events: $events) { secret endpoint { id } }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($url: String!, $events: [WebhookEventType!]!) {\n    createWebhookEndpoint(url: $url, events: $events) { secret endpoint { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableWebhookEndpoint($id: ID!) { enableWebhookEndpoint(id: $id) { id disabledAt disabledReason } }\n"): (typeof documents)["\n  mutation EnableWebhookEndpoint($id: ID!) { enableWebhookEndpoint(id: $id) { id disabledAt disabledReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($id: ID!) { sendTestWebhook(id: $id) { id } }\n"): (typeof documents)["\n  mutation SendTestWebhook($id: ID!) { sendTestWebhook(id: $id) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOffer($image: Upload) {\n    addOffer(image: $image) {\n      id\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation AddOffer($image: Upload) {\n    addOffer(image: $image) {\n      id\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOffer($id: ID!) {\n    deleteOffer(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOffer($id: ID!) {\n    deleteOffer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayments($search: String, $pageSize: Int) {\n    payments(search: $search, pageSize: $pageSize) {\n      total\n      items {\n        ...PaymentFields_payment\n        bookingId\n        customer\n        razorpayOrderId\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayments($search: String, $pageSize: Int) {\n    payments(search: $search, pageSize: $pageSize) {\n      total\n      items {\n        ...PaymentFields_payment\n        bookingId\n        customer\n        razorpayOrderId\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentTotals($from: String, $to: String) {\n    paymentTotals(from: $from, to: $to) {\n      day\n      method\n      received\n      refunded\n    }\n  }\n"): (typeof documents)["\n  query PaymentTotals($from: String, $to: String) {\n    paymentTotals(from: $from, to: $to) {\n      day\n      method\n      received\n      refunded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverdueAdvances {\n    overdueAdvances {\n      id\n      name\n      phone\n      pickupDate\n      pickupTime\n      advance\n      due\n      car { id name }\n    }\n  }\n"): (typeof documents)["\n  query OverdueAdvances {\n    overdueAdvances {\n      id\n      name\n      phone\n      pickupDate\n      pickupTime\n      advance\n      due\n      car { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseRefund($paymentId: ID!, $reference: String!, $note: String) {\n    closeRefund(paymentId: $paymentId, reference: $reference, note: $note) {\n      id\n      status\n      reference\n    }\n  }\n"): (typeof documents)["\n  mutation CloseRefund($paymentId: ID!, $reference: String!, $note: String) {\n    closeRefund(paymentId: $paymentId, reference: $reference, note: $note) {\n      id\n      status\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($paymentId: ID!, $accepted: Boolean!, $note: String) {\n    confirmPayment(paymentId: $paymentId, accepted: $accepted, note: $note) {\n      id\n      status\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($paymentId: ID!, $accepted: Boolean!, $note: String) {\n    confirmPayment(paymentId: $paymentId, accepted: $accepted, note: $note) {\n      id\n      status\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($bookingId: ID!, $purpose: PaymentPurpose!, $method: PaymentMethod!, $amount: Int!, $reference: String) {\n    recordPayment(bookingId: $bookingId, purpose: $purpose, method: $method, amount: $amount, reference: $reference) {\n      id\n      status\n      amount\n      reference\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($bookingId: ID!, $purpose: PaymentPurpose!, $method: PaymentMethod!, $amount: Int!, $reference: String) {\n    recordPayment(bookingId: $bookingId, purpose: $purpose, method: $method, amount: $amount, reference: $reference) {\n      id\n      status\n      amount\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceRules {\n    priceRules {\n      id\n      name\n      from\n      to\n      weekdays\n      carIds\n      percent\n      dailyPrice\n      priority\n    }\n    cars {\n      id\n      name\n      price\n    }\n  }\n"): (typeof documents)["\n  query PriceRules {\n    priceRules {\n      id\n      name\n      from\n      to\n      weekdays\n      carIds\n      percent\n      dailyPrice\n      priority\n    }\n    cars {\n      id\n      name\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceRule($input: PriceRuleInput!) {\n    createPriceRule(input: $input)\n  }\n"): (typeof documents)["\n  mutation CreatePriceRule($input: PriceRuleInput!) {\n    createPriceRule(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceRule($id: ID!) {\n    deletePriceRule(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePriceRule($id: ID!) {\n    deletePriceRule(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisteredCars {\n    registeredCars {\n      id\n      carName\n      model\n      numberPlate\n      fuelType\n      seats\n      clientName\n      phone\n      email\n      image\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query RegisteredCars {\n    registeredCars {\n      id\n      carName\n      model\n      numberPlate\n      fuelType\n      seats\n      clientName\n      phone\n      email\n      image\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRegisteredCar($id: ID!) {\n    deleteRegisteredCar(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRegisteredCar($id: ID!) {\n    deleteRegisteredCar(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviews($status: ReviewStatus, $page: Int!, $pageSize: Int!) {\n    reviews(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        rating\n        message\n        status\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminReviews($status: ReviewStatus, $page: Int!, $pageSize: Int!) {\n    reviews(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        rating\n        message\n        status\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReviewStatus($id: ID!, $status: ReviewStatus!) {\n    setReviewStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetReviewStatus($id: ID!, $status: ReviewStatus!) {\n    setReviewStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      name\n      rating\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      name\n      rating\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripBoard {\n    tripBoard {\n      pickups {\n        ...TripCard_booking\n      }\n      onTrip {\n        ...TripCard_booking\n      }\n      overdue {\n        id\n      }\n      returns {\n        id\n      }\n      toSettle {\n        ...TripCard_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripBoard {\n    tripBoard {\n      pickups {\n        ...TripCard_booking\n      }\n      onTrip {\n        ...TripCard_booking\n      }\n      overdue {\n        id\n      }\n      returns {\n        id\n      }\n      toSettle {\n        ...TripCard_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripCard_booking on Booking {\n    id\n    name\n    phone\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    tripStage\n    documentIssues\n    paid\n    due\n    atRiskOf\n    driverCheck {\n      bookingName\n      bookingLicence\n      licenceNumber\n      licenceHolder\n      matches\n    }\n    pickupAddress\n    pickupLat\n    pickupLng\n    pickupLandmark\n    pickupAreaToConfirm\n    returnAddress\n    returnLat\n    returnLng\n    returnLandmark\n    returnAreaToConfirm\n    car {\n      id\n      name\n      registrationNumber\n    }\n    trip {\n      startedAt\n      handoverOdometerKm\n      handoverFuelEighths\n      depositHeld\n      depositMethod\n      depositReference\n      driverMismatchReason\n    }\n    bill {\n      ...BillTable_bill\n    }\n  }\n"): (typeof documents)["\n  fragment TripCard_booking on Booking {\n    id\n    name\n    phone\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    tripStage\n    documentIssues\n    paid\n    due\n    atRiskOf\n    driverCheck {\n      bookingName\n      bookingLicence\n      licenceNumber\n      licenceHolder\n      matches\n    }\n    pickupAddress\n    pickupLat\n    pickupLng\n    pickupLandmark\n    pickupAreaToConfirm\n    returnAddress\n    returnLat\n    returnLng\n    returnLandmark\n    returnAreaToConfirm\n    car {\n      id\n      name\n      registrationNumber\n    }\n    trip {\n      startedAt\n      handoverOdometerKm\n      handoverFuelEighths\n      depositHeld\n      depositMethod\n      depositReference\n      driverMismatchReason\n    }\n    bill {\n      ...BillTable_bill\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPickupArea($bookingId: ID!) {\n    confirmPickupArea(bookingId: $bookingId) {\n      id\n      pickupAreaToConfirm\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPickupArea($bookingId: ID!) {\n    confirmPickupArea(bookingId: $bookingId) {\n      id\n      pickupAreaToConfirm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndTrip($bookingId: ID!, $input: EndTripInput!) {\n    endTrip(bookingId: $bookingId, input: $input) {\n      id\n      tripStage\n      bill {\n        ...BillTable_bill\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EndTrip($bookingId: ID!, $input: EndTripInput!) {\n    endTrip(bookingId: $bookingId, input: $input) {\n      id\n      tripStage\n      bill {\n        ...BillTable_bill\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleBill($bookingId: ID!, $method: SettleMethod!, $reference: String) {\n    settleBill(bookingId: $bookingId, method: $method, reference: $reference) {\n      id\n      status\n      tripStage\n      invoice {\n        number\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SettleBill($bookingId: ID!, $method: SettleMethod!, $reference: String) {\n    settleBill(bookingId: $bookingId, method: $method, reference: $reference) {\n      id\n      status\n      tripStage\n      invoice {\n        number\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTrip($bookingId: ID!, $input: StartTripInput!) {\n    startTrip(bookingId: $bookingId, input: $input) {\n      id\n      status\n      tripStage\n    }\n  }\n"): (typeof documents)["\n  mutation StartTrip($bookingId: ID!, $input: StartTripInput!) {\n    startTrip(bookingId: $bookingId, input: $input) {\n      id\n      status\n      tripStage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaiveBillLine($bookingId: ID!, $index: Int!, $reason: String!) {\n    waiveBillLine(bookingId: $bookingId, index: $index, reason: $reason) {\n      id\n      bill {\n        ...BillTable_bill\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WaiveBillLine($bookingId: ID!, $index: Int!, $reason: String!) {\n    waiveBillLine(bookingId: $bookingId, index: $index, reason: $reason) {\n      id\n      bill {\n        ...BillTable_bill\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTokenValid {\n    adminTokenValid\n  }\n"): (typeof documents)["\n  query AdminTokenValid {\n    adminTokenValid\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUsers($ids: [ID!]!) {\n    deleteUsers(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteUsers($ids: [ID!]!) {\n    deleteUsers(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUser_user on User {\n    id\n    name\n    phone\n    email\n    address\n    gender\n    dob\n    isVerified\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUser_user on User {\n    id\n    name\n    phone\n    email\n    address\n    gender\n    dob\n    isVerified\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $verified: UserVerifiedFilter!, $sort: UserSort!, $page: Int!, $pageSize: Int!) {\n    users(search: $search, verified: $verified, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUser_user\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $verified: UserVerifiedFilter!, $sort: UserSort!, $page: Int!, $pageSize: Int!) {\n    users(search: $search, verified: $verified, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUser_user\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingCard_booking on Booking {\n    id\n    status\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    bookFor\n    amount\n    cancellationCharge\n    refundAmount\n    cancelReason\n    adminRemarks\n    ...BookingPayments_booking\n    documentIssues\n    tripStage\n    deliveryFee\n    pickupAddress\n    returnAddress\n    bill {\n      ...BillTable_bill\n    }\n    wholePrice {\n      total\n      gst\n      grandTotal\n      advance\n      deposit\n      kmIncluded\n      fuelChargePerEighth\n      lateGraceMinutes\n      lateHourCharge\n    }\n    invoice {\n      number\n      url\n    }\n    creditNotes {\n      number\n      url\n    }\n    receiptVouchers {\n      number\n      url\n    }\n    refundVouchers {\n      number\n      url\n    }\n    car {\n      id\n      name\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment BookingCard_booking on Booking {\n    id\n    status\n    pickupDate\n    pickupTime\n    dropDate\n    dropTime\n    bookFor\n    amount\n    cancellationCharge\n    refundAmount\n    cancelReason\n    adminRemarks\n    ...BookingPayments_booking\n    documentIssues\n    tripStage\n    deliveryFee\n    pickupAddress\n    returnAddress\n    bill {\n      ...BillTable_bill\n    }\n    wholePrice {\n      total\n      gst\n      grandTotal\n      advance\n      deposit\n      kmIncluded\n      fuelChargePerEighth\n      lateGraceMinutes\n      lateHourCharge\n    }\n    invoice {\n      number\n      url\n    }\n    creditNotes {\n      number\n      url\n    }\n    receiptVouchers {\n      number\n      url\n    }\n    refundVouchers {\n      number\n      url\n    }\n    car {\n      id\n      name\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingPayments_booking on Booking {\n    id\n    status\n    paid\n    due\n    refunded\n    payments {\n      ...PaymentFields_payment\n    }\n  }\n"): (typeof documents)["\n  fragment BookingPayments_booking on Booking {\n    id\n    status\n    paid\n    due\n    refunded\n    payments {\n      ...PaymentFields_payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationTerms($id: ID!) {\n    cancellationTerms(id: $id) {\n      rule\n      advance\n      charge\n      refund\n    }\n  }\n"): (typeof documents)["\n  query CancellationTerms($id: ID!) {\n    cancellationTerms(id: $id) {\n      rule\n      advance\n      charge\n      refund\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      id\n      pickupDate\n      status\n      tripStage\n      ...BookingCard_booking\n    }\n  }\n"): (typeof documents)["\n  query MyBookings {\n    myBookings {\n      id\n      pickupDate\n      status\n      tripStage\n      ...BookingCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!, $reason: String!) {\n    cancelBooking(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      cancellationCharge\n      refundAmount\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: ID!, $reason: String!) {\n    cancelBooking(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      cancellationCharge\n      refundAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimUpiPayment($bookingId: ID!, $purpose: PaymentPurpose!, $utr: String!) {\n    claimUpiPayment(bookingId: $bookingId, purpose: $purpose, utr: $utr) {\n      ...PaymentFields_payment\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimUpiPayment($bookingId: ID!, $purpose: PaymentPurpose!, $utr: String!) {\n    claimUpiPayment(bookingId: $bookingId, purpose: $purpose, utr: $utr) {\n      ...PaymentFields_payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentRequest($bookingId: ID!, $purpose: PaymentPurpose!) {\n    paymentRequest(bookingId: $bookingId, purpose: $purpose) {\n      paymentId\n      amount\n      upiUri\n      razorpayOrderId\n      razorpayKeyId\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentRequest($bookingId: ID!, $purpose: PaymentPurpose!) {\n    paymentRequest(bookingId: $bookingId, purpose: $purpose) {\n      paymentId\n      amount\n      upiUri\n      razorpayOrderId\n      razorpayKeyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleBooking($id: ID!, $input: RescheduleInput!) {\n    rescheduleBooking(id: $id, input: $input) {\n      id\n      status\n      pickupDate\n      pickupTime\n      dropDate\n      dropTime\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleBooking($id: ID!, $input: RescheduleInput!) {\n    rescheduleBooking(id: $id, input: $input) {\n      id\n      status\n      pickupDate\n      pickupTime\n      dropDate\n      dropTime\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRazorpayPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    verifyRazorpayPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      id\n      status\n      reference\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyRazorpayPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    verifyRazorpayPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      id\n      status\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuickBooking($input: QuickBookingInput!) {\n    createQuickBooking(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuickBooking($input: QuickBookingInput!) {\n    createQuickBooking(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDocuments {\n    myDocuments {\n      id\n      kind\n      idType\n      status\n      numberLast4\n      expiresOn\n      reason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyDocuments {\n    myDocuments {\n      id\n      kind\n      idType\n      status\n      numberLast4\n      expiresOn\n      reason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!, $profilePic: Upload) {\n    updateProfile(input: $input, profilePic: $profilePic) {\n      ...SessionUser_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!, $profilePic: Upload) {\n    updateProfile(input: $input, profilePic: $profilePic) {\n      ...SessionUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadDocument($input: UploadDocumentInput!) {\n    uploadDocument(input: $input) {\n      id\n      kind\n      status\n      numberLast4\n      expiresOn\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation UploadDocument($input: UploadDocumentInput!) {\n    uploadDocument(input: $input) {\n      id\n      kind\n      status\n      numberLast4\n      expiresOn\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterCar($input: RegisterCarInput!, $image: Upload) {\n    registerCar(input: $input, image: $image) {\n      id\n      carName\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterCar($input: RegisterCarInput!, $image: Upload) {\n    registerCar(input: $input, image: $image) {\n      id\n      carName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailOtp($email: String!) {\n    resendEmailOtp(email: $email)\n  }\n"): (typeof documents)["\n  mutation ResendEmailOtp($email: String!) {\n    resendEmailOtp(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailOtp($name: String!, $email: String!, $phone: String!, $language: String) {\n    sendEmailOtp(name: $name, email: $email, phone: $phone, language: $language)\n  }\n"): (typeof documents)["\n  mutation SendEmailOtp($name: String!, $email: String!, $phone: String!, $language: String) {\n    sendEmailOtp(name: $name, email: $email, phone: $phone, language: $language)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailOtp($email: String!, $otp: String!, $phone: String) {\n    verifyEmailOtp(email: $email, otp: $otp, phone: $phone) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailOtp($email: String!, $otp: String!, $phone: String) {\n    verifyEmailOtp(email: $email, otp: $otp, phone: $phone) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySignInLink($signin: String!) {\n    verifySignInLink(signin: $signin) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySignInLink($signin: String!) {\n    verifySignInLink(signin: $signin) {\n      token\n      user {\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignInLink($signin: String!) {\n    adminSignInLink(signin: $signin) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSignInLink($signin: String!) {\n    adminSignInLink(signin: $signin) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser_user on User {\n    id\n    name\n    phone\n    email\n    address\n    state\n    gender\n    dob\n    profilePic\n    isVerified\n    createdAt\n    language\n  }\n"): (typeof documents)["\n  fragment SessionUser_user on User {\n    id\n    name\n    phone\n    email\n    address\n    state\n    gender\n    dob\n    profilePic\n    isVerified\n    createdAt\n    language\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;