/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} About_Awards_FailedInputs */
/** @typedef {{}} About_Awards_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} About_DescriptionInputs */
/** @typedef {{}} About_Figures_HeadingInputs */
/** @typedef {{}} About_Follow_HeadingInputs */
/** @typedef {{}} About_Follow_IntroInputs */
/** @typedef {{}} About_IntroInputs */
/** @typedef {{}} About_Leadership_FailedInputs */
/** @typedef {{}} About_Leadership_HeadingInputs */
/** @typedef {{}} About_LoadingInputs */
/** @typedef {{}} About_Logo_Best_In_RegionInputs */
/** @typedef {{}} About_Logo_Consumer_TrustInputs */
/** @typedef {{}} About_Logo_Services_AllianceInputs */
/** @typedef {{}} About_Logo_Warranty_AssociationInputs */
/** @typedef {{}} About_Logos_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} About_Story_FamilyInputs */
/** @typedef {{}} About_Story_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown>, city: NonNullable<unknown> }} About_Story_WhatInputs */
/** @typedef {{}} About_Story_WhereInputs */
/** @typedef {{}} About_TitleInputs */
/** @typedef {{}} Account_Agent_Invoices_No_OrdersInputs */
/** @typedef {{}} Account_Agent_Invoices_NoneInputs */
/** @typedef {{}} Account_AmountInputs */
/** @typedef {{}} Account_Autopay_AgreeInputs */
/** @typedef {{}} Account_Autopay_Agree_LeadInputs */
/** @typedef {{}} Account_Autopay_No_CardInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Autopay_NoteInputs */
/** @typedef {{}} Account_Autopay_On_TitleInputs */
/** @typedef {{}} Account_CancelInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Cancel_FailureInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Cancel_SuccessInputs */
/** @typedef {{}} Account_CancellingInputs */
/** @typedef {{}} Account_CardInputs */
/** @typedef {{}} Account_Card_AddInputs */
/** @typedef {{}} Account_Card_AddedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Choice_DefaultInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Choice_ExpiredInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Choice_Expired_DefaultInputs */
/** @typedef {{}} Account_Card_DefaultInputs */
/** @typedef {{}} Account_Card_Default_For_PlanInputs */
/** @typedef {{}} Account_Card_DeleteInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Card_Delete_FailureInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Delete_LabelInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Delete_QuestionInputs */
/** @typedef {{}} Account_Card_Delete_TitleInputs */
/** @typedef {{}} Account_Card_DeletedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Deleted_New_DefaultInputs */
/** @typedef {{}} Account_Card_Expiration_LabelInputs */
/** @typedef {{}} Account_Card_Expiration_PlaceholderInputs */
/** @typedef {{}} Account_Card_ExpiredInputs */
/** @typedef {{}} Account_Card_Expired_BadgeInputs */
/** @typedef {{ expires: NonNullable<unknown> }} Account_Card_ExpiresInputs */
/** @typedef {{}} Account_Card_Expiry_InvalidInputs */
/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown>, expires: NonNullable<unknown> }} Account_Card_LabelInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Made_DefaultInputs */
/** @typedef {{}} Account_Card_Make_DefaultInputs */
/** @typedef {{}} Account_Card_Make_Default_FailureInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Make_Default_LabelInputs */
/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Account_Card_NameInputs */
/** @typedef {{}} Account_Card_No_ChangeInputs */
/** @typedef {{}} Account_Card_PaysInputs */
/** @typedef {{}} Account_Card_Pays_NoneInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Card_Pays_PolicyInputs */
/** @typedef {{}} Account_Card_SaveInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Card_Save_FailureInputs */
/** @typedef {{}} Account_Card_SyncedInputs */
/** @typedef {{}} Account_Card_UpdateInputs */
/** @typedef {{}} Account_Card_Update_TitleInputs */
/** @typedef {{}} Account_Card_UpdatedInputs */
/** @typedef {{}} Account_Card_Use_For_PlanInputs */
/** @typedef {{}} Account_Cards_Default_NoteInputs */
/** @typedef {{}} Account_Cards_Load_FailureInputs */
/** @typedef {{}} Account_Cards_NoneInputs */
/** @typedef {{}} Account_Cards_SyncInputs */
/** @typedef {{}} Account_Cards_SyncingInputs */
/** @typedef {{}} Account_Change_PasswordInputs */
/** @typedef {{}} Account_CloseInputs */
/** @typedef {{}} Account_Complete_Order_CompletingInputs */
/** @typedef {{}} Account_Complete_Order_Date_LabelInputs */
/** @typedef {{}} Account_Complete_Order_Date_RequiredInputs */
/** @typedef {{ planName: NonNullable<unknown>, address: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Account_Complete_Order_TextInputs */
/** @typedef {{}} Account_Complete_Order_TitleInputs */
/** @typedef {{}} Account_ContractInputs */
/** @typedef {{}} Account_Contract_Class_ActiveInputs */
/** @typedef {{}} Account_Contract_Class_Closing_SoonInputs */
/** @typedef {{}} Account_Contract_Class_UpcomingInputs */
/** @typedef {{}} Account_Contract_CoverageInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Account_Contract_DatesInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Contract_NumberInputs */
/** @typedef {{}} Account_Contract_PriceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Contract_Price_At_ClosingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Contract_Price_MonthlyInputs */
/** @typedef {{}} Account_Contract_RenewInputs */
/** @typedef {{}} Account_Contract_Starts_At_ClosingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Contract_Starts_At_Closing_EstimatedInputs */
/** @typedef {{}} Account_Contract_Status_ActiveInputs */
/** @typedef {{}} Account_Contract_Status_CancelledInputs */
/** @typedef {{}} Account_Contract_Status_ExpiredInputs */
/** @typedef {{}} Account_Contract_Status_PendingInputs */
/** @typedef {{}} Account_Contract_Status_SuspendedInputs */
/** @typedef {{}} Account_Contract_UpgradeInputs */
/** @typedef {{}} Account_Coverage_AddonsInputs */
/** @typedef {{}} Account_Coverage_LimitsInputs */
/** @typedef {{ item: NonNullable<unknown> }} Account_Coverage_Limits_LabelInputs */
/** @typedef {{}} Account_Coverage_Load_FailureInputs */
/** @typedef {{}} Account_Coverage_No_AddonsInputs */
/** @typedef {{}} Account_Coverage_Plan_LimitsInputs */
/** @typedef {{}} Account_Default_Card_Choose_CardInputs */
/** @typedef {{}} Account_Default_Card_Choose_PlanInputs */
/** @typedef {{}} Account_Default_Card_NoteInputs */
/** @typedef {{}} Account_Default_Card_SuccessInputs */
/** @typedef {{}} Account_Default_Card_TitleInputs */
/** @typedef {{}} Account_Delete_DeletingInputs */
/** @typedef {{}} Account_Delete_KeepInputs */
/** @typedef {{ what: NonNullable<unknown>, why: NonNullable<unknown> }} Account_Delete_Kept_ItemInputs */
/** @typedef {{}} Account_Delete_Kept_LeadInputs */
/** @typedef {{}} Account_Delete_Kept_Records_WhatInputs */
/** @typedef {{}} Account_Delete_Kept_Records_WhyInputs */
/** @typedef {{}} Account_Delete_Kept_Requests_WhatInputs */
/** @typedef {{}} Account_Delete_Kept_Requests_WhyInputs */
/** @typedef {{}} Account_Delete_Kept_Transactions_WhatInputs */
/** @typedef {{}} Account_Delete_Kept_Transactions_WhyInputs */
/** @typedef {{}} Account_Delete_PasswordInputs */
/** @typedef {{}} Account_Delete_Password_HintInputs */
/** @typedef {{}} Account_Delete_TextInputs */
/** @typedef {{}} Account_Delete_TitleInputs */
/** @typedef {{}} Account_DetailsInputs */
/** @typedef {{}} Account_DueInputs */
/** @typedef {{}} Account_EmailInputs */
/** @typedef {{}} Account_Failed_Payment_BadgeInputs */
/** @typedef {{ due: NonNullable<unknown>, failed: NonNullable<unknown> }} Account_Failed_Payment_DatesInputs */
/** @typedef {{}} Account_Failed_Payment_DescriptionInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Failed_Payment_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Failed_Payments_TextInputs */
/** @typedef {{}} Account_Failed_Payments_TitleInputs */
/** @typedef {{}} Account_Flyer_Add_PhotoInputs */
/** @typedef {{}} Account_Flyer_Change_PhotoInputs */
/** @typedef {{}} Account_Flyer_DownloadInputs */
/** @typedef {{}} Account_Flyer_Download_FailureInputs */
/** @typedef {{ megabytes: NonNullable<unknown> }} Account_Flyer_Photo_Too_LargeInputs */
/** @typedef {{}} Account_Flyer_Photo_TypeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Flyer_With_PhotoInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Glance_ClosingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Glance_NoticesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Glance_OwedInputs */
/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Glance_Past_DueInputs */
/** @typedef {{}} Account_Glance_Pay_NowInputs */
/** @typedef {{}} Account_Glance_Read_NoticesInputs */
/** @typedef {{}} Account_Glance_See_OrdersInputs */
/** @typedef {{}} Account_Glance_TitleInputs */
/** @typedef {{}} Account_InvoiceInputs */
/** @typedef {{}} Account_Invoice_Details_Load_FailureInputs */
/** @typedef {{}} Account_Invoice_Details_TitleInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, due: NonNullable<unknown> }} Account_Invoice_LineInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, due: NonNullable<unknown>, paid: NonNullable<unknown> }} Account_Invoice_Line_PaidInputs */
/** @typedef {{}} Account_Invoice_No_PaymentsInputs */
/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Invoice_PaymentInputs */
/** @typedef {{ payment: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Invoice_Payment_RefundedInputs */
/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown>, card: NonNullable<unknown> }} Account_Invoice_Payment_With_CardInputs */
/** @typedef {{}} Account_Invoice_State_CancelledInputs */
/** @typedef {{}} Account_Invoice_State_DueInputs */
/** @typedef {{ state: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Invoice_State_OnInputs */
/** @typedef {{}} Account_Invoice_State_PaidInputs */
/** @typedef {{}} Account_Invoice_State_Past_DueInputs */
/** @typedef {{}} Account_Invoices_Load_FailureInputs */
/** @typedef {{}} Account_Invoices_No_PlansInputs */
/** @typedef {{}} Account_Invoices_NoneInputs */
/** @typedef {{}} Account_Ledger_CancelledInputs */
/** @typedef {{}} Account_Ledger_ChargeInputs */
/** @typedef {{}} Account_Ledger_CreditInputs */
/** @typedef {{}} Account_Ledger_FeeInputs */
/** @typedef {{}} Account_Ledger_PaymentInputs */
/** @typedef {{}} Account_Ledger_PayoutInputs */
/** @typedef {{}} Account_Ledger_Plan_ChangeInputs */
/** @typedef {{}} Account_Ledger_RefundInputs */
/** @typedef {{}} Account_LoadingInputs */
/** @typedef {{}} Account_Loading_CardsInputs */
/** @typedef {{}} Account_Menu_BillingInputs */
/** @typedef {{}} Account_Menu_InvoicesInputs */
/** @typedef {{}} Account_Menu_LabelInputs */
/** @typedef {{}} Account_Menu_My_AccountInputs */
/** @typedef {{}} Account_Menu_My_PlansInputs */
/** @typedef {{}} Account_Menu_New_OrderInputs */
/** @typedef {{}} Account_Menu_NoticesInputs */
/** @typedef {{}} Account_Menu_OrdersInputs */
/** @typedef {{}} Account_Menu_ProfileInputs */
/** @typedef {{}} Account_Menu_Service_RequestsInputs */
/** @typedef {{}} Account_Merge_Email_LabelInputs */
/** @typedef {{}} Account_Merge_Email_RequiredInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Merge_FailureInputs */
/** @typedef {{}} Account_Merge_NowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Merge_Offer_TextInputs */
/** @typedef {{}} Account_Merge_Password_LabelInputs */
/** @typedef {{}} Account_Merge_Password_RequiredInputs */
/** @typedef {{ other: NonNullable<unknown>, email: NonNullable<unknown> }} Account_Merge_QuestionInputs */
/** @typedef {{}} Account_Merge_TextInputs */
/** @typedef {{}} Account_Merge_TitleInputs */
/** @typedef {{}} Account_MergingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_AgreedInputs */
/** @typedef {{ date: NonNullable<unknown>, ended: NonNullable<unknown> }} Account_My_Data_Agreed_EndedInputs */
/** @typedef {{}} Account_My_Data_ArchiveInputs */
/** @typedef {{}} Account_My_Data_Archive_HintInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, card: NonNullable<unknown> }} Account_My_Data_AutopayInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_My_Data_Autopay_No_CardInputs */
/** @typedef {{}} Account_My_Data_BackInputs */
/** @typedef {{}} Account_My_Data_CardsInputs */
/** @typedef {{}} Account_My_Data_ConsentsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Account_My_Data_CoveredInputs */
/** @typedef {{}} Account_My_Data_DownloadInputs */
/** @typedef {{}} Account_My_Data_Download_FailureInputs */
/** @typedef {{ fileName: NonNullable<unknown> }} Account_My_Data_DownloadedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_DueInputs */
/** @typedef {{}} Account_My_Data_FilesInputs */
/** @typedef {{}} Account_My_Data_InvoicesInputs */
/** @typedef {{}} Account_My_Data_Load_FailureInputs */
/** @typedef {{}} Account_My_Data_Member_SinceInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_My_Data_MessagesInputs */
/** @typedef {{}} Account_My_Data_Messages_LeadInputs */
/** @typedef {{}} Account_My_Data_NoneInputs */
/** @typedef {{}} Account_My_Data_Not_SentInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_OpenedInputs */
/** @typedef {{}} Account_My_Data_Ordered_For_OwnerInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_Paid_OnInputs */
/** @typedef {{ date: NonNullable<unknown>, card: NonNullable<unknown> }} Account_My_Data_Paid_WithInputs */
/** @typedef {{}} Account_My_Data_PaymentsInputs */
/** @typedef {{}} Account_My_Data_PlansInputs */
/** @typedef {{}} Account_My_Data_PreparingInputs */
/** @typedef {{}} Account_My_Data_PrintInputs */
/** @typedef {{}} Account_My_Data_ProfileInputs */
/** @typedef {{}} Account_My_Data_ReadInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_Ready_TextInputs */
/** @typedef {{}} Account_My_Data_Ready_TitleInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_RefundedInputs */
/** @typedef {{}} Account_My_Data_RequestsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_SentInputs */
/** @typedef {{}} Account_My_Data_Service_AgreementInputs */
/** @typedef {{}} Account_My_Data_Sms_OffInputs */
/** @typedef {{}} Account_My_Data_Sms_OnInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_Summary_LeadInputs */
/** @typedef {{}} Account_My_Data_TextInputs */
/** @typedef {{}} Account_My_Data_TitleInputs */
/** @typedef {{}} Account_NameInputs */
/** @typedef {{}} Account_New_CardInputs */
/** @typedef {{}} Account_NoInputs */
/** @typedef {{}} Account_Not_NowInputs */
/** @typedef {{}} Account_Notice_DismissInputs */
/** @typedef {{ title: NonNullable<unknown> }} Account_Notice_Dismiss_LabelInputs */
/** @typedef {{}} Account_Notice_ImportantInputs */
/** @typedef {{}} Account_Notices_Dismiss_AllInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Notices_Dismiss_All_QuestionInputs */
/** @typedef {{}} Account_Notices_Dismiss_All_TitleInputs */
/** @typedef {{}} Account_Notices_Dismiss_FailureInputs */
/** @typedef {{}} Account_Notices_Load_FailureInputs */
/** @typedef {{}} Account_Notices_NoneInputs */
/** @typedef {{}} Account_OfflineInputs */
/** @typedef {{}} Account_Order_Amount_DueInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Order_BuyerInputs */
/** @typedef {{}} Account_Order_CancelInputs */
/** @typedef {{ planName: NonNullable<unknown>, policyNumber: NonNullable<unknown>, address: NonNullable<unknown> }} Account_Order_Cancel_QuestionInputs */
/** @typedef {{}} Account_Order_Change_Closing_DateInputs */
/** @typedef {{}} Account_Order_Closing_Change_FailureInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Order_Closing_ChangedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Order_Closing_Changed_ResentInputs */
/** @typedef {{ date: NonNullable<unknown>, days: NonNullable<unknown> }} Account_Order_Closing_In_DaysInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Order_Closing_TodayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Order_Closing_TomorrowInputs */
/** @typedef {{}} Account_Order_Complete_At_ClosingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Order_Complete_FailureInputs */
/** @typedef {{}} Account_Order_ConvertInputs */
/** @typedef {{}} Account_Order_Escrow_InvoiceInputs */
/** @typedef {{}} Account_Order_Estimated_ClosingInputs */
/** @typedef {{ status: NonNullable<unknown>, officer: NonNullable<unknown>, company: NonNullable<unknown> }} Account_Order_Invoice_ByInputs */
/** @typedef {{ status: NonNullable<unknown>, officer: NonNullable<unknown>, company: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Order_Invoice_By_OnInputs */
/** @typedef {{}} Account_Order_Invoice_CancelledInputs */
/** @typedef {{}} Account_Order_Invoice_Not_SentInputs */
/** @typedef {{ status: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Order_Invoice_OnInputs */
/** @typedef {{}} Account_Order_Invoice_PaidInputs */
/** @typedef {{}} Account_Order_Invoice_SentInputs */
/** @typedef {{ status: NonNullable<unknown>, officer: NonNullable<unknown>, company: NonNullable<unknown> }} Account_Order_Invoice_ToInputs */
/** @typedef {{ status: NonNullable<unknown>, officer: NonNullable<unknown>, company: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Order_Invoice_To_OnInputs */
/** @typedef {{}} Account_Order_Invoice_ViewedInputs */
/** @typedef {{}} Account_Order_New_Closing_DateInputs */
/** @typedef {{}} Account_Order_Nothing_DueInputs */
/** @typedef {{ planName: NonNullable<unknown>, address: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Order_Payment_SummaryInputs */
/** @typedef {{}} Account_Order_Payment_TitleInputs */
/** @typedef {{ planName: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Account_Order_Plan_LineInputs */
/** @typedef {{ planName: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Account_Order_Plan_Line_ListingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Order_SellerInputs */
/** @typedef {{}} Account_Orders_Load_FailureInputs */
/** @typedef {{}} Account_Orders_NoneInputs */
/** @typedef {{}} Account_Owner_Confirm_LabelInputs */
/** @typedef {{}} Account_Owner_Confirm_NoInputs */
/** @typedef {{}} Account_Owner_Confirm_TextInputs */
/** @typedef {{}} Account_Owner_Confirm_YesInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Pay_AmountInputs */
/** @typedef {{}} Account_Pay_In_FullInputs */
/** @typedef {{}} Account_Pay_In_Full_NoteInputs */
/** @typedef {{ count: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Pay_In_Full_SummaryInputs */
/** @typedef {{}} Account_Pay_In_Full_TitleInputs */
/** @typedef {{}} Account_Pay_In_Full_WorkingInputs */
/** @typedef {{ description: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Pay_Invoice_SummaryInputs */
/** @typedef {{}} Account_Pay_Invoice_TitleInputs */
/** @typedef {{}} Account_Pay_WithInputs */
/** @typedef {{}} Account_PayingInputs */
/** @typedef {{}} Account_Payment_Connection_LostInputs */
/** @typedef {{}} Account_Payment_DeclinedInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Payment_FailureInputs */
/** @typedef {{}} Account_Payment_Failure_TitleInputs */
/** @typedef {{}} Account_Payment_Methods_TitleInputs */
/** @typedef {{}} Account_Payment_Needs_CardInputs */
/** @typedef {{}} Account_PaymentsInputs */
/** @typedef {{}} Account_PhoneInputs */
/** @typedef {{}} Account_Phone_FaxInputs */
/** @typedef {{}} Account_Phone_HomeInputs */
/** @typedef {{ number: NonNullable<unknown>, type: NonNullable<unknown> }} Account_Phone_LineInputs */
/** @typedef {{ number: NonNullable<unknown>, type: NonNullable<unknown> }} Account_Phone_Line_PrimaryInputs */
/** @typedef {{}} Account_Phone_MobileInputs */
/** @typedef {{}} Account_Phone_OtherInputs */
/** @typedef {{}} Account_Phone_WorkInputs */
/** @typedef {{}} Account_PhonesInputs */
/** @typedef {{}} Account_PlanInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Plan_Agreed_OnInputs */
/** @typedef {{}} Account_Plan_At_RenewalInputs */
/** @typedef {{}} Account_Plan_Auto_RenewInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Plan_Automatic_OffInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Plan_Automatic_OnInputs */
/** @typedef {{}} Account_Plan_AutopayInputs */
/** @typedef {{}} Account_Plan_Autopay_As_AgreedInputs */
/** @typedef {{}} Account_Plan_Autopay_As_DueInputs */
/** @typedef {{}} Account_Plan_Autopay_Keep_OnInputs */
/** @typedef {{}} Account_Plan_Autopay_OffInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Plan_Autopay_Off_QuestionInputs */
/** @typedef {{}} Account_Plan_Autopay_Off_TitleInputs */
/** @typedef {{}} Account_Plan_Autopay_On_Other_CardInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Plan_Autopay_On_WithInputs */
/** @typedef {{}} Account_Plan_Autopay_Turn_OffInputs */
/** @typedef {{}} Account_Plan_BalanceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Plan_Balance_CreditInputs */
/** @typedef {{}} Account_Plan_Balance_NothingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Plan_Balance_OwedInputs */
/** @typedef {{}} Account_Plan_CancelInputs */
/** @typedef {{ planName: NonNullable<unknown>, policyNumber: NonNullable<unknown>, address: NonNullable<unknown> }} Account_Plan_Cancel_QuestionInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Plan_Change_FailureInputs */
/** @typedef {{ planName: NonNullable<unknown> }} Account_Plan_Changes_ToInputs */
/** @typedef {{}} Account_Plan_Charge_CancelledInputs */
/** @typedef {{}} Account_Plan_Charge_OwedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Plan_Charge_Owed_AmountInputs */
/** @typedef {{}} Account_Plan_Charge_PaidInputs */
/** @typedef {{}} Account_Plan_Details_Load_FailureInputs */
/** @typedef {{}} Account_Plan_Details_LoadingInputs */
/** @typedef {{}} Account_Plan_EndsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Plan_Ends_OnInputs */
/** @typedef {{}} Account_Plan_Hide_DetailsInputs */
/** @typedef {{}} Account_Plan_Invoiced_InsteadInputs */
/** @typedef {{}} Account_Plan_Money_Load_FailureInputs */
/** @typedef {{}} Account_Plan_Money_LoadingInputs */
/** @typedef {{}} Account_Plan_Nothing_PaidInputs */
/** @typedef {{}} Account_Plan_OwnerInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Plan_Paid_In_FullInputs */
/** @typedef {{}} Account_Plan_Paid_ThroughInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Plan_Quote_FailureInputs */
/** @typedef {{}} Account_Plan_RenewsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Plan_Renews_OnInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Account_Plan_SettingInputs */
/** @typedef {{}} Account_Plan_StatementInputs */
/** @typedef {{}} Account_Plan_Statement_EmptyInputs */
/** @typedef {{}} Account_Plan_Statement_LabelInputs */
/** @typedef {{}} Account_Plan_TermInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Plan_Term_YearsInputs */
/** @typedef {{}} Account_Plans_Details_CoverageInputs */
/** @typedef {{}} Account_Plans_Load_FailureInputs */
/** @typedef {{}} Account_Plans_NoneInputs */
/** @typedef {{}} Account_Profile_Add_PhoneInputs */
/** @typedef {{}} Account_Profile_EditInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Profile_Email_NoteInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Profile_FailureInputs */
/** @typedef {{}} Account_Profile_First_NameInputs */
/** @typedef {{}} Account_Profile_First_Name_RequiredInputs */
/** @typedef {{}} Account_Profile_LanguageInputs */
/** @typedef {{}} Account_Profile_Language_HintInputs */
/** @typedef {{}} Account_Profile_Last_NameInputs */
/** @typedef {{}} Account_Profile_Last_Name_RequiredInputs */
/** @typedef {{}} Account_Profile_No_PhonesInputs */
/** @typedef {{}} Account_Profile_Phone_IncompleteInputs */
/** @typedef {{ number: NonNullable<unknown>, type: NonNullable<unknown> }} Account_Profile_Phone_LineInputs */
/** @typedef {{ number: NonNullable<unknown>, type: NonNullable<unknown> }} Account_Profile_Phone_Line_PrimaryInputs */
/** @typedef {{ n: NonNullable<unknown> }} Account_Profile_Phone_NInputs */
/** @typedef {{}} Account_Profile_Phone_TypeInputs */
/** @typedef {{}} Account_Profile_PrimaryInputs */
/** @typedef {{ n: NonNullable<unknown> }} Account_Profile_Remove_PhoneInputs */
/** @typedef {{}} Account_Profile_SavedInputs */
/** @typedef {{}} Account_Profile_Sms_Phone_RequiredInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Profile_Too_Many_PhonesInputs */
/** @typedef {{}} Account_PropertyInputs */
/** @typedef {{}} Account_RemoveInputs */
/** @typedef {{}} Account_SaveInputs */
/** @typedef {{}} Account_SavingInputs */
/** @typedef {{}} Account_Sms_OfferInputs */
/** @typedef {{}} Account_Sms_OnInputs */
/** @typedef {{}} Account_Sms_Phone_LabelInputs */
/** @typedef {{}} Account_Sms_Phone_ProblemInputs */
/** @typedef {{}} Account_Sms_Sign_UpInputs */
/** @typedef {{}} Account_Sms_Signing_UpInputs */
/** @typedef {{}} Account_Sms_TitleInputs */
/** @typedef {{}} Account_Sr_Add_NoteInputs */
/** @typedef {{}} Account_Sr_Add_Note_LabelInputs */
/** @typedef {{}} Account_Sr_Adding_NoteInputs */
/** @typedef {{}} Account_Sr_Book_This_TimeInputs */
/** @typedef {{}} Account_Sr_Book_VisitInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Account_Sr_Booked_NowInputs */
/** @typedef {{}} Account_Sr_BookingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Sr_Cancel_FailureInputs */
/** @typedef {{ number: NonNullable<unknown>, item: NonNullable<unknown> }} Account_Sr_Cancel_QuestionInputs */
/** @typedef {{}} Account_Sr_Cancel_ReasonInputs */
/** @typedef {{}} Account_Sr_Cancel_RequestInputs */
/** @typedef {{}} Account_Sr_Cancel_TitleInputs */
/** @typedef {{}} Account_Sr_Cancel_VisitInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Sr_CancelledInputs */
/** @typedef {{}} Account_Sr_Cash_AcceptInputs */
/** @typedef {{}} Account_Sr_Cash_Accept_ConsequenceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Sr_Cash_Accept_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown>, mailTo: NonNullable<unknown>, days: NonNullable<unknown> }} Account_Sr_Cash_Accept_PaymentInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Sr_Cash_Accept_QuestionInputs */
/** @typedef {{}} Account_Sr_Cash_AcceptedInputs */
/** @typedef {{}} Account_Sr_Cash_Accepted_TitleInputs */
/** @typedef {{}} Account_Sr_Cash_Answer_FailureInputs */
/** @typedef {{}} Account_Sr_Cash_DeclineInputs */
/** @typedef {{}} Account_Sr_Cash_DeclinedInputs */
/** @typedef {{}} Account_Sr_Cash_HowInputs */
/** @typedef {{}} Account_Sr_Cash_LabelInputs */
/** @typedef {{}} Account_Sr_Cash_Mailed_ToInputs */
/** @typedef {{}} Account_Sr_Cash_MethodInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Sr_Cash_OfferInputs */
/** @typedef {{}} Account_Sr_Cash_Offer_AcceptedInputs */
/** @typedef {{}} Account_Sr_Cash_Offer_DeclinedInputs */
/** @typedef {{}} Account_Sr_Cash_Paid_ByInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Sr_Cash_Settled_AfterInputs */
/** @typedef {{ days: NonNullable<unknown> }} Account_Sr_Cash_WithinInputs */
/** @typedef {{}} Account_Sr_Change_VisitInputs */
/** @typedef {{}} Account_Sr_Change_Visit_TitleInputs */
/** @typedef {{}} Account_Sr_ContractorInputs */
/** @typedef {{}} Account_Sr_CoveredInputs */
/** @typedef {{}} Account_Sr_DecisionInputs */
/** @typedef {{}} Account_Sr_Decision_ApprovedInputs */
/** @typedef {{}} Account_Sr_Decision_Awaiting_ApprovalInputs */
/** @typedef {{}} Account_Sr_Decision_DeniedInputs */
/** @typedef {{ status: NonNullable<unknown> }} Account_Sr_Decision_HeadingInputs */
/** @typedef {{}} Account_Sr_DiagnosisInputs */
/** @typedef {{}} Account_Sr_Event_ArrivedInputs */
/** @typedef {{}} Account_Sr_Event_Cash_DeclinedInputs */
/** @typedef {{}} Account_Sr_Event_Cash_OfferedInputs */
/** @typedef {{}} Account_Sr_Event_On_My_WayInputs */
/** @typedef {{}} Account_Sr_Event_ScheduledInputs */
/** @typedef {{}} Account_Sr_Event_SubmittedInputs */
/** @typedef {{}} Account_Sr_FeeInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Account_Sr_Fee_PaidInputs */
/** @typedef {{}} Account_Sr_Finding_TimesInputs */
/** @typedef {{}} Account_Sr_Hide_NotesInputs */
/** @typedef {{}} Account_Sr_History_TitleInputs */
/** @typedef {{}} Account_Sr_Load_FailureInputs */
/** @typedef {{}} Account_Sr_Loading_NotesInputs */
/** @typedef {{}} Account_Sr_No_NotesInputs */
/** @typedef {{}} Account_Sr_No_TimesInputs */
/** @typedef {{}} Account_Sr_NoneInputs */
/** @typedef {{}} Account_Sr_None_No_PlanInputs */
/** @typedef {{}} Account_Sr_Not_CoveredInputs */
/** @typedef {{}} Account_Sr_Not_YetInputs */
/** @typedef {{}} Account_Sr_Note_AddedInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Sr_Note_FailureInputs */
/** @typedef {{}} Account_Sr_Note_RequiredInputs */
/** @typedef {{}} Account_Sr_Notes_Load_FailureInputs */
/** @typedef {{}} Account_Sr_Reason_RequiredInputs */
/** @typedef {{ number: NonNullable<unknown>, opened: NonNullable<unknown> }} Account_Sr_Request_LineInputs */
/** @typedef {{ line: NonNullable<unknown>, closed: NonNullable<unknown> }} Account_Sr_Request_Line_ClosedInputs */
/** @typedef {{ number: NonNullable<unknown>, policyNumber: NonNullable<unknown>, opened: NonNullable<unknown> }} Account_Sr_Request_Line_ContractInputs */
/** @typedef {{}} Account_Sr_Request_UpdateInputs */
/** @typedef {{}} Account_Sr_RequestingInputs */
/** @typedef {{}} Account_Sr_Settled_With_CashInputs */
/** @typedef {{}} Account_Sr_Show_NotesInputs */
/** @typedef {{}} Account_Sr_Stage_Waiting_On_PartsInputs */
/** @typedef {{}} Account_Sr_Status_ApprovedInputs */
/** @typedef {{}} Account_Sr_Status_CancelledInputs */
/** @typedef {{}} Account_Sr_Status_CompleteInputs */
/** @typedef {{}} Account_Sr_Status_Complete_BillingInputs */
/** @typedef {{}} Account_Sr_Status_Complete_InvoicedInputs */
/** @typedef {{}} Account_Sr_Status_Complete_Pending_PaymentInputs */
/** @typedef {{}} Account_Sr_Status_DeniedInputs */
/** @typedef {{}} Account_Sr_Status_OpenInputs */
/** @typedef {{}} Account_Sr_Status_Pending_ApprovalInputs */
/** @typedef {{}} Account_Sr_Status_Sent_To_ContractorInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Sr_Status_Update_FailureInputs */
/** @typedef {{}} Account_Sr_Status_Update_SentInputs */
/** @typedef {{}} Account_Sr_Status_Update_TitleInputs */
/** @typedef {{}} Account_Sr_Status_Work_CompleteInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Sr_Timeline_LabelInputs */
/** @typedef {{}} Account_Sr_VisitInputs */
/** @typedef {{}} Account_Sr_Visit_Book_FailureInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Account_Sr_Visit_BookedInputs */
/** @typedef {{}} Account_Sr_Visit_Cancel_FailureInputs */
/** @typedef {{}} Account_Sr_Visit_CancelledInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Account_Sr_Window_LabelInputs */
/** @typedef {{}} Account_Sr_Work_OrderInputs */
/** @typedef {{}} Account_Sr_Your_AnswersInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Sr_Your_ShareInputs */
/** @typedef {{}} Account_StatusInputs */
/** @typedef {{}} Account_Summary_No_PhonesInputs */
/** @typedef {{}} Account_Summary_Saved_DetailsInputs */
/** @typedef {{}} Account_Summary_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Text_Opt_In_FailureInputs */
/** @typedef {{ firstName: NonNullable<unknown>, lastName: NonNullable<unknown> }} Account_WelcomeInputs */
/** @typedef {{}} Account_YesInputs */
/** @typedef {{}} Auth_Choose_New_PasswordInputs */
/** @typedef {{}} Auth_Claim_TitleInputs */
/** @typedef {{}} Auth_Current_PasswordInputs */
/** @typedef {{}} Auth_Email_PlaceholderInputs */
/** @typedef {{}} Auth_Forgot_PasswordInputs */
/** @typedef {{}} Auth_LoginInputs */
/** @typedef {{}} Auth_Login_HelpInputs */
/** @typedef {{}} Auth_LogoutInputs */
/** @typedef {{}} Auth_New_PasswordInputs */
/** @typedef {{}} Auth_PasswordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_HintInputs */
/** @typedef {{}} Auth_Remember_MeInputs */
/** @typedef {{}} Auth_Signed_Out_TextInputs */
/** @typedef {{}} Auth_Signing_In_TextInputs */
/** @typedef {{}} Auth_Signing_In_TitleInputs */
/** @typedef {{}} Auth_SubmitInputs */
/** @typedef {{}} Auth_UsernameInputs */
/** @typedef {{}} Auth_Username_PlaceholderInputs */
/** @typedef {{}} Benefits_Clients_TextInputs */
/** @typedef {{}} Benefits_Clients_TitleInputs */
/** @typedef {{}} Benefits_Closings_TextInputs */
/** @typedef {{}} Benefits_Closings_TitleInputs */
/** @typedef {{}} Benefits_Education_All_TextInputs */
/** @typedef {{}} Benefits_Education_All_TitleInputs */
/** @typedef {{}} Benefits_Education_Buying_TextInputs */
/** @typedef {{}} Benefits_Education_Buying_TitleInputs */
/** @typedef {{}} Benefits_Education_HeadingInputs */
/** @typedef {{}} Benefits_Education_Repairs_TextInputs */
/** @typedef {{}} Benefits_Education_Repairs_TitleInputs */
/** @typedef {{}} Benefits_Education_Warranty_TextInputs */
/** @typedef {{}} Benefits_Education_Warranty_TitleInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Benefits_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Benefits_IntroInputs */
/** @typedef {{}} Benefits_Listings_TextInputs */
/** @typedef {{}} Benefits_Listings_TitleInputs */
/** @typedef {{}} Benefits_Rep_TextInputs */
/** @typedef {{}} Benefits_Rep_TitleInputs */
/** @typedef {{}} Brochure_Address_OptionalInputs */
/** @typedef {{}} Brochure_Download_FrameInputs */
/** @typedef {{}} Brochure_DownloadingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Brochure_Error_TextInputs */
/** @typedef {{}} Brochure_Form_LabelInputs */
/** @typedef {{}} Brochure_HeadingInputs */
/** @typedef {{}} Brochure_LanguageInputs */
/** @typedef {{}} Brochure_Language_EnglishInputs */
/** @typedef {{}} Brochure_Language_SpanishInputs */
/** @typedef {{}} Brochure_Phone_OptionalInputs */
/** @typedef {{}} Brochure_Point_AttachInputs */
/** @typedef {{}} Brochure_Point_PrintInputs */
/** @typedef {{}} Brochure_Point_ShareInputs */
/** @typedef {{}} Brochure_PreparingInputs */
/** @typedef {{}} Brochure_Real_Estate_QuestionInputs */
/** @typedef {{}} Brochure_SubmitInputs */
/** @typedef {{}} Brochure_TextInputs */
/** @typedef {{}} Chat_CloseInputs */
/** @typedef {{}} Chat_Message_LabelInputs */
/** @typedef {{}} Chat_SendInputs */
/** @typedef {{}} Chat_TitleInputs */
/** @typedef {{}} Claim_Answer_DateInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Claim_Answer_Date_BetweenInputs */
/** @typedef {{ min: NonNullable<unknown> }} Claim_Answer_Date_FromInputs */
/** @typedef {{ max: NonNullable<unknown> }} Claim_Answer_Date_UntilInputs */
/** @typedef {{}} Claim_Answer_Five_StarInputs */
/** @typedef {{}} Claim_Answer_InitialsInputs */
/** @typedef {{}} Claim_Answer_NoneInputs */
/** @typedef {{}} Claim_Answer_Not_AnsweredInputs */
/** @typedef {{}} Claim_Answer_NumberInputs */
/** @typedef {{ min: NonNullable<unknown> }} Claim_Answer_Number_At_LeastInputs */
/** @typedef {{ max: NonNullable<unknown> }} Claim_Answer_Number_At_MostInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Claim_Answer_Number_BetweenInputs */
/** @typedef {{}} Claim_Answer_OptionInputs */
/** @typedef {{}} Claim_Answer_OptionsInputs */
/** @typedef {{}} Claim_Answer_RequiredInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_Answer_StarsInputs */
/** @typedef {{}} Claim_Answer_TextInputs */
/** @typedef {{ maxLength: NonNullable<unknown> }} Claim_Answer_Too_LongInputs */
/** @typedef {{}} Claim_Answer_Yes_NoInputs */
/** @typedef {{}} Claim_BackInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Call_UsInputs */
/** @typedef {{}} Claim_CancelInputs */
/** @typedef {{ card: NonNullable<unknown> }} Claim_Card_ExpiredInputs */
/** @typedef {{}} Claim_Card_RequiredInputs */
/** @typedef {{}} Claim_Cards_LoadingInputs */
/** @typedef {{}} Claim_Check_FailureInputs */
/** @typedef {{}} Claim_CheckingInputs */
/** @typedef {{}} Claim_Checking_TitleInputs */
/** @typedef {{}} Claim_Choose_ItemInputs */
/** @typedef {{}} Claim_Choose_PlanInputs */
/** @typedef {{}} Claim_CloseInputs */
/** @typedef {{}} Claim_Contact_EmailInputs */
/** @typedef {{}} Claim_Contact_Email_InvalidInputs */
/** @typedef {{}} Claim_Contact_Email_RequiredInputs */
/** @typedef {{}} Claim_Contact_Method_EmailInputs */
/** @typedef {{}} Claim_Contact_Method_LegendInputs */
/** @typedef {{}} Claim_Contact_Method_PhoneInputs */
/** @typedef {{}} Claim_Contact_Method_TextInputs */
/** @typedef {{}} Claim_Contact_NameInputs */
/** @typedef {{}} Claim_Contact_Name_RequiredInputs */
/** @typedef {{}} Claim_Contact_PhoneInputs */
/** @typedef {{}} Claim_Contact_Phone_IncompleteInputs */
/** @typedef {{}} Claim_Contact_Phone_RequiredInputs */
/** @typedef {{}} Claim_Contact_Time_AfternoonInputs */
/** @typedef {{}} Claim_Contact_Time_AnytimeInputs */
/** @typedef {{}} Claim_Contact_Time_EveningInputs */
/** @typedef {{}} Claim_Contact_Time_LabelInputs */
/** @typedef {{}} Claim_Contact_Time_MorningInputs */
/** @typedef {{}} Claim_Contact_TitleInputs */
/** @typedef {{}} Claim_ContinueInputs */
/** @typedef {{}} Claim_Covered_TitleInputs */
/** @typedef {{}} Claim_DateInputs */
/** @typedef {{}} Claim_Default_CardInputs */
/** @typedef {{}} Claim_Dialog_TitleInputs */
/** @typedef {{}} Claim_DoneInputs */
/** @typedef {{ number: NonNullable<unknown> }} Claim_Done_NumberInputs */
/** @typedef {{}} Claim_Done_TitleInputs */
/** @typedef {{}} Claim_Failed_Back_To_QuestionsInputs */
/** @typedef {{}} Claim_Failed_Back_To_ReviewInputs */
/** @typedef {{}} Claim_Failed_DeclinedInputs */
/** @typedef {{}} Claim_Failed_LostInputs */
/** @typedef {{}} Claim_Failed_Other_CardInputs */
/** @typedef {{}} Claim_Failed_Other_TimeInputs */
/** @typedef {{}} Claim_Failed_Review_FeeInputs */
/** @typedef {{}} Claim_Failed_TitleInputs */
/** @typedef {{}} Claim_Failed_Try_AgainInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Fee_TextInputs */
/** @typedef {{}} Claim_Fee_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Flow_Broken_TextInputs */
/** @typedef {{}} Claim_Flow_Broken_TitleInputs */
/** @typedef {{}} Claim_Item_Add_OnInputs */
/** @typedef {{}} Claim_Item_TitleInputs */
/** @typedef {{}} Claim_Items_Load_FailureInputs */
/** @typedef {{}} Claim_Items_LoadingInputs */
/** @typedef {{}} Claim_Items_NoneInputs */
/** @typedef {{}} Claim_Leave_NoInputs */
/** @typedef {{}} Claim_Leave_TextInputs */
/** @typedef {{}} Claim_Leave_TitleInputs */
/** @typedef {{}} Claim_Leave_YesInputs */
/** @typedef {{}} Claim_Menu_New_Service_RequestInputs */
/** @typedef {{}} Claim_Menu_Service_RequestsInputs */
/** @typedef {{}} Claim_Needs_ConnectionInputs */
/** @typedef {{}} Claim_New_CardInputs */
/** @typedef {{}} Claim_New_Card_OfflineInputs */
/** @typedef {{}} Claim_NoInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_No_PlansInputs */
/** @typedef {{}} Claim_No_Saved_Card_OfflineInputs */
/** @typedef {{}} Claim_No_TimeInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Not_AuthorizedInputs */
/** @typedef {{}} Claim_Not_Covered_TitleInputs */
/** @typedef {{}} Claim_Note_TitleInputs */
/** @typedef {{}} Claim_Offline_ItemsInputs */
/** @typedef {{}} Claim_Offline_UncheckedInputs */
/** @typedef {{}} Claim_Page_Go_To_AccountInputs */
/** @typedef {{}} Claim_Page_IntroInputs */
/** @typedef {{}} Claim_Page_StartInputs */
/** @typedef {{}} Claim_Page_TitleInputs */
/** @typedef {{}} Claim_Pay_WithInputs */
/** @typedef {{}} Claim_Payment_New_Card_LabelInputs */
/** @typedef {{}} Claim_Permission_To_EnterInputs */
/** @typedef {{}} Claim_Photo_FailureInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Claim_Photo_Failure_BecauseInputs */
/** @typedef {{}} Claim_Photo_Failure_ConnectionInputs */
/** @typedef {{}} Claim_Photo_HelpInputs */
/** @typedef {{}} Claim_Photo_LabelInputs */
/** @typedef {{}} Claim_Photo_OfflineInputs */
/** @typedef {{}} Claim_Photo_PreviewInputs */
/** @typedef {{}} Claim_Photo_RemoveInputs */
/** @typedef {{}} Claim_Photo_Send_AgainInputs */
/** @typedef {{}} Claim_Photo_SendingInputs */
/** @typedef {{}} Claim_Photo_SentInputs */
/** @typedef {{}} Claim_Photo_SkipInputs */
/** @typedef {{}} Claim_Photo_TitleInputs */
/** @typedef {{ size: NonNullable<unknown> }} Claim_Photo_Too_LargeInputs */
/** @typedef {{}} Claim_Photo_Wrong_TypeInputs */
/** @typedef {{}} Claim_Plan_TitleInputs */
/** @typedef {{}} Claim_Plans_Load_FailureInputs */
/** @typedef {{}} Claim_Plans_LoadingInputs */
/** @typedef {{}} Claim_Plans_OfflineInputs */
/** @typedef {{ number: NonNullable<unknown> }} Claim_Question_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Claim_Question_OfInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Claim_Question_Of_Up_ToInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_Question_OptionalInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Questions_Call_UsInputs */
/** @typedef {{}} Claim_Questions_Load_FailureInputs */
/** @typedef {{}} Claim_Questions_LoadingInputs */
/** @typedef {{}} Claim_Questions_OfflineInputs */
/** @typedef {{}} Claim_Questions_TitleInputs */
/** @typedef {{}} Claim_Queue_Check_And_ResendInputs */
/** @typedef {{}} Claim_Queue_Check_FailureInputs */
/** @typedef {{}} Claim_Queue_ClearInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_ConfirmInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown> }} Claim_Queue_Confirm_CardInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Confirm_When_OnlineInputs */
/** @typedef {{}} Claim_Queue_DescribeInputs */
/** @typedef {{}} Claim_Queue_DiscardInputs */
/** @typedef {{ item: NonNullable<unknown> }} Claim_Queue_Discard_TextInputs */
/** @typedef {{}} Claim_Queue_Discard_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, was: NonNullable<unknown> }} Claim_Queue_Fee_Changed_TextInputs */
/** @typedef {{}} Claim_Queue_Fee_Changed_TitleInputs */
/** @typedef {{}} Claim_Queue_Fee_NowInputs */
/** @typedef {{ item: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Claim_Queue_ItemInputs */
/** @typedef {{ item: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Claim_Queue_Item_FeeInputs */
/** @typedef {{}} Claim_Queue_KeepInputs */
/** @typedef {{}} Claim_Queue_Not_AuthorizedInputs */
/** @typedef {{}} Claim_Queue_Not_NowInputs */
/** @typedef {{}} Claim_Queue_Not_SentInputs */
/** @typedef {{}} Claim_Queue_RefusedInputs */
/** @typedef {{}} Claim_Queue_ResendInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Resend_PayInputs */
/** @typedef {{}} Claim_Queue_Resend_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Send_And_PayInputs */
/** @typedef {{}} Claim_Queue_Send_NowInputs */
/** @typedef {{}} Claim_Queue_SendingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Claim_Queue_SentInputs */
/** @typedef {{}} Claim_Queue_TitleInputs */
/** @typedef {{}} Claim_Queue_WaitingInputs */
/** @typedef {{}} Claim_Refused_TitleInputs */
/** @typedef {{}} Claim_Review_Adult_HomeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_Review_AnswersInputs */
/** @typedef {{}} Claim_Review_ContactInputs */
/** @typedef {{}} Claim_Review_Fee_NoneInputs */
/** @typedef {{}} Claim_Review_ItemInputs */
/** @typedef {{}} Claim_Review_OfflineInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Review_Offline_FeeInputs */
/** @typedef {{}} Claim_Review_PhotoInputs */
/** @typedef {{}} Claim_Review_Photo_NoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Claim_Review_Photo_OfflineInputs */
/** @typedef {{}} Claim_Review_PlanInputs */
/** @typedef {{}} Claim_Review_TitleInputs */
/** @typedef {{}} Claim_Review_VisitInputs */
/** @typedef {{}} Claim_Safety_ImportantInputs */
/** @typedef {{}} Claim_Safety_TextInputs */
/** @typedef {{}} Claim_Safety_TitleInputs */
/** @typedef {{}} Claim_Safety_UnderstandInputs */
/** @typedef {{}} Claim_Save_For_LaterInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Saved_FeeInputs */
/** @typedef {{}} Claim_Saved_No_FeeInputs */
/** @typedef {{ item: NonNullable<unknown> }} Claim_Saved_TextInputs */
/** @typedef {{}} Claim_Saved_TitleInputs */
/** @typedef {{}} Claim_Sending_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_StarsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Submit_And_PayInputs */
/** @typedef {{}} Claim_Submit_RequestInputs */
/** @typedef {{ window: NonNullable<unknown> }} Claim_Success_BookedInputs */
/** @typedef {{}} Claim_Success_Booked_ChangeInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Success_EmergencyInputs */
/** @typedef {{}} Claim_Success_Next_Business_DayInputs */
/** @typedef {{}} Claim_Time_FindingInputs */
/** @typedef {{}} Claim_Time_LegendInputs */
/** @typedef {{}} Claim_Time_Load_FailureInputs */
/** @typedef {{}} Claim_Time_NoneInputs */
/** @typedef {{}} Claim_Time_None_LocalInputs */
/** @typedef {{}} Claim_Time_NoteInputs */
/** @typedef {{}} Claim_Time_TitleInputs */
/** @typedef {{}} Claim_Try_AgainInputs */
/** @typedef {{}} Claim_View_HistoryInputs */
/** @typedef {{}} Claim_We_Will_CallInputs */
/** @typedef {{}} Claim_YesInputs */
/** @typedef {{}} Claim_Your_AnswerInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Claim_Your_Answer_InInputs */
/** @typedef {{}} Claim_Your_InitialsInputs */
/** @typedef {{}} Claim_Your_PlansInputs */
/** @typedef {{}} Claims_Assign_FigureInputs */
/** @typedef {{}} Claims_Assign_TextInputs */
/** @typedef {{}} Claims_Award_FigureInputs */
/** @typedef {{}} Claims_Award_TextInputs */
/** @typedef {{}} Claims_HeadingInputs */
/** @typedef {{}} Claims_Homeowners_FigureInputs */
/** @typedef {{}} Claims_Homeowners_TextInputs */
/** @typedef {{}} Claims_Parts_FigureInputs */
/** @typedef {{}} Claims_Parts_TextInputs */
/** @typedef {{}} Claims_Price_FigureInputs */
/** @typedef {{}} Claims_Price_TextInputs */
/** @typedef {{}} Claims_Saving_FigureInputs */
/** @typedef {{}} Claims_Saving_TextInputs */
/** @typedef {{}} Claims_Staff_FigureInputs */
/** @typedef {{}} Claims_Staff_TextInputs */
/** @typedef {{}} Common_Article_Load_Failure_TextInputs */
/** @typedef {{}} Common_Article_Load_Failure_TitleInputs */
/** @typedef {{}} Common_Brochure_Error_TextInputs */
/** @typedef {{}} Common_Brochure_Error_TitleInputs */
/** @typedef {{}} Common_Change_Password_BreachedInputs */
/** @typedef {{}} Common_Change_Password_Current_IncorrectInputs */
/** @typedef {{}} Common_Change_Password_Current_RequiredInputs */
/** @typedef {{}} Common_Change_Password_FailureInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Common_Change_Password_Reset_Link_SpentInputs */
/** @typedef {{}} Common_Change_Password_Same_As_CurrentInputs */
/** @typedef {{}} Common_Change_Password_SuccessInputs */
/** @typedef {{}} Common_Chat_Answer_TimeInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Common_Chat_FailedInputs */
/** @typedef {{}} Common_Chat_SentInputs */
/** @typedef {{}} Common_Contact_Email_InvalidInputs */
/** @typedef {{}} Common_Contact_Email_RequiredInputs */
/** @typedef {{}} Common_Contact_Message_RequiredInputs */
/** @typedef {{}} Common_Contact_SuccessInputs */
/** @typedef {{}} Common_Convert_Failure_TitleInputs */
/** @typedef {{}} Common_Coupon_FailureInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Common_Coupon_SuccessInputs */
/** @typedef {{}} Common_Date_Window_Audit_PageInputs */
/** @typedef {{}} Common_Date_Window_Blocked_DayInputs */
/** @typedef {{}} Common_Date_Window_Cheque_ReceivedInputs */
/** @typedef {{}} Common_Date_Window_ClosingInputs */
/** @typedef {{}} Common_Date_Window_VisitInputs */
/** @typedef {{}} Common_Date_Window_Welcome_CallInputs */
/** @typedef {{}} Common_Default_Payment_Method_FailureInputs */
/** @typedef {{ preAuthorizedAmount: NonNullable<unknown>, newDiscount: NonNullable<unknown> }} Common_Dispatch_Change_Discount_TextInputs */
/** @typedef {{}} Common_Dispatch_Change_Discount_TitleInputs */
/** @typedef {{}} Common_Dispatch_Save_FailureInputs */
/** @typedef {{}} Common_Dispatch_Save_SuccessInputs */
/** @typedef {{}} Common_Dispatch_Submission_CancelledInputs */
/** @typedef {{}} Common_Feature_Flags_Load_FailureInputs */
/** @typedef {{}} Common_File_Upload_FailureInputs */
/** @typedef {{}} Common_File_Upload_SendingInputs */
/** @typedef {{}} Common_File_Upload_SuccessInputs */
/** @typedef {{}} Common_Forgot_Password_Email_InvalidInputs */
/** @typedef {{}} Common_Forgot_Password_Email_RequiredInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Forgot_Password_SuccessInputs */
/** @typedef {{}} Common_Forgot_Password_TextInputs */
/** @typedef {{}} Common_Forgot_Password_TitleInputs */
/** @typedef {{}} Common_Geolocation_Timed_OutInputs */
/** @typedef {{}} Common_Geolocation_UnsupportedInputs */
/** @typedef {{}} Common_Impersonation_FailureInputs */
/** @typedef {{}} Common_Initialization_Essential_Scripts_FailedInputs */
/** @typedef {{}} Common_Initialization_OfflineInputs */
/** @typedef {{}} Common_Initialization_Timed_OutInputs */
/** @typedef {{}} Common_LoadingInputs */
/** @typedef {{}} Common_Login_Error_TextInputs */
/** @typedef {{}} Common_Login_Error_TitleInputs */
/** @typedef {{}} Common_Login_Link_InvalidInputs */
/** @typedef {{}} Common_Login_Repair_TitleInputs */
/** @typedef {{}} Common_Login_Session_ExpiredInputs */
/** @typedef {{}} Common_Login_TitleInputs */
/** @typedef {{}} Common_Login_Too_Many_AttemptsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Common_Login_Unsent_KeptInputs */
/** @typedef {{}} Common_Merge_AutomaticInputs */
/** @typedef {{}} Common_Merge_SuccessInputs */
/** @typedef {{}} Common_Newsletter_Confirm_ButtonInputs */
/** @typedef {{}} Common_Newsletter_Confirm_InvalidInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Newsletter_Confirm_SentInputs */
/** @typedef {{}} Common_Newsletter_Confirm_Sent_TitleInputs */
/** @typedef {{}} Common_Newsletter_Confirm_TextInputs */
/** @typedef {{}} Common_Newsletter_Confirm_TitleInputs */
/** @typedef {{}} Common_Newsletter_Confirmed_TitleInputs */
/** @typedef {{}} Common_Newsletter_FailureInputs */
/** @typedef {{}} Common_Newsletter_Failure_TitleInputs */
/** @typedef {{}} Common_Newsletter_Field_ErrorInputs */
/** @typedef {{}} Common_Newsletter_Field_InvalidInputs */
/** @typedef {{}} Common_Newsletter_Invalid_TextInputs */
/** @typedef {{}} Common_Newsletter_Invalid_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Newsletter_SuccessInputs */
/** @typedef {{}} Common_Newsletter_Success_TitleInputs */
/** @typedef {{}} Common_No_Service_TextInputs */
/** @typedef {{}} Common_No_Service_TitleInputs */
/** @typedef {{}} Common_Not_An_AmountInputs */
/** @typedef {{}} Common_Not_Found_Go_BackInputs */
/** @typedef {{}} Common_Not_Found_TextInputs */
/** @typedef {{}} Common_Not_Found_TitleInputs */
/** @typedef {{}} Common_Order_Complete_TextInputs */
/** @typedef {{}} Common_Order_Complete_TitleInputs */
/** @typedef {{}} Common_Partner_Failure_TitleInputs */
/** @typedef {{}} Common_Partner_SuccessInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Common_Payment_SuccessInputs */
/** @typedef {{}} Common_Quick_Order_Budget_RequiredInputs */
/** @typedef {{ most: NonNullable<unknown> }} Common_Quick_Order_Budget_Too_LargeInputs */
/** @typedef {{}} Common_Quote_Address_RequiredInputs */
/** @typedef {{}} Common_Quote_Email_InvalidInputs */
/** @typedef {{}} Common_Quote_Email_RequiredInputs */
/** @typedef {{}} Common_Quote_Error_TitleInputs */
/** @typedef {{}} Common_Quote_Name_RequiredInputs */
/** @typedef {{}} Common_Quote_Phone_RequiredInputs */
/** @typedef {{}} Common_Quote_Zip_RequiredInputs */
/** @typedef {{}} Common_Required_LabelInputs */
/** @typedef {{}} Common_Service_Request_Authorization_Failure_TitleInputs */
/** @typedef {{}} Common_Service_Request_Claim_FailureInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Common_Service_Request_Send_FailureInputs */
/** @typedef {{}} Common_Service_Request_SubmittingInputs */
/** @typedef {{}} Common_Service_Request_Success_After_HoursInputs */
/** @typedef {{}} Common_Service_Request_Success_In_HoursInputs */
/** @typedef {{}} Common_Status_Update_Cancel_FailureInputs */
/** @typedef {{}} Common_Status_Update_Cancel_Success_TextInputs */
/** @typedef {{}} Common_Status_Update_Cancel_Success_TitleInputs */
/** @typedef {{}} Common_Status_Update_FailureInputs */
/** @typedef {{}} Common_Status_Update_Success_TextInputs */
/** @typedef {{}} Common_Status_Update_Success_TitleInputs */
/** @typedef {{}} Common_Streem_Signup_Email_InvalidInputs */
/** @typedef {{}} Common_Streem_Signup_FailureInputs */
/** @typedef {{}} Common_Streem_Signup_Phone_LengthInputs */
/** @typedef {{}} Common_Streem_Signup_Phone_RequiredInputs */
/** @typedef {{ field: NonNullable<unknown> }} Common_Streem_Signup_RequiredInputs */
/** @typedef {{}} Common_Streem_Signup_SuccessInputs */
/** @typedef {{}} Common_Text_Opt_In_SuccessInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Common_Too_Many_RequestsInputs */
/** @typedef {{}} Common_Transport_Network_ErrorInputs */
/** @typedef {{}} Common_Transport_Server_Error_TextInputs */
/** @typedef {{}} Common_Transport_Server_Error_TitleInputs */
/** @typedef {{ status: NonNullable<unknown> }} Common_Transport_Server_Error_With_CodeInputs */
/** @typedef {{}} Common_Update_AvailableInputs */
/** @typedef {{}} Common_Update_ReloadInputs */
/** @typedef {{}} Common_Validation_Dialog_TitleInputs */
/** @typedef {{}} Contact_Customer_CareInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Contact_DescriptionInputs */
/** @typedef {{}} Contact_EyebrowInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Contact_Failed_TextInputs */
/** @typedef {{}} Contact_Failed_TitleInputs */
/** @typedef {{}} Contact_Form_HeadingInputs */
/** @typedef {{}} Contact_Form_IntroInputs */
/** @typedef {{}} Contact_Form_LabelInputs */
/** @typedef {{}} Contact_Info_HeadingInputs */
/** @typedef {{}} Contact_IntroInputs */
/** @typedef {{}} Contact_Mailing_AddressInputs */
/** @typedef {{}} Contact_MediaInputs */
/** @typedef {{}} Contact_Message_LabelInputs */
/** @typedef {{}} Contact_Sent_TitleInputs */
/** @typedef {{}} Contact_SubmitInputs */
/** @typedef {{}} Contact_TitleInputs */
/** @typedef {{}} Cookie_Bar_CloseInputs */
/** @typedef {{}} Cookie_Bar_TextInputs */
/** @typedef {{}} Cookie_Bar_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Data_Age_DaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Data_Age_HoursInputs */
/** @typedef {{}} Data_Age_Just_NowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Data_Age_MinutesInputs */
/** @typedef {{ when: NonNullable<unknown>, age: NonNullable<unknown> }} Data_Age_OfflineInputs */
/** @typedef {{ when: NonNullable<unknown>, age: NonNullable<unknown> }} Data_Age_Refresh_FailedInputs */
/** @typedef {{}} Escrow_Invoice_Amount_DueInputs */
/** @typedef {{}} Escrow_Invoice_Amount_PaidInputs */
/** @typedef {{}} Escrow_Invoice_BuyerInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Escrow_Invoice_Cancelled_CallInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Escrow_Invoice_Cancelled_Contract_CancelledInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Escrow_Invoice_Cancelled_Contract_ExpiredInputs */
/** @typedef {{}} Escrow_Invoice_Cancelled_InvoiceInputs */
/** @typedef {{}} Escrow_Invoice_Cancelled_TitleInputs */
/** @typedef {{}} Escrow_Invoice_Closing_DateInputs */
/** @typedef {{}} Escrow_Invoice_Contract_NumberInputs */
/** @typedef {{}} Escrow_Invoice_Email_LabelInputs */
/** @typedef {{}} Escrow_Invoice_Email_RequiredInputs */
/** @typedef {{}} Escrow_Invoice_Load_FailureInputs */
/** @typedef {{}} Escrow_Invoice_LoadingInputs */
/** @typedef {{}} Escrow_Invoice_Needs_EmailInputs */
/** @typedef {{}} Escrow_Invoice_Not_SetInputs */
/** @typedef {{}} Escrow_Invoice_PaidInputs */
/** @typedef {{ date: NonNullable<unknown> }} Escrow_Invoice_Paid_OnInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Escrow_Invoice_PayInputs */
/** @typedef {{}} Escrow_Invoice_Pay_TitleInputs */
/** @typedef {{}} Escrow_Invoice_PayingInputs */
/** @typedef {{}} Escrow_Invoice_Payment_FailureInputs */
/** @typedef {{}} Escrow_Invoice_PlanInputs */
/** @typedef {{}} Escrow_Invoice_PropertyInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Escrow_Invoice_QuestionsInputs */
/** @typedef {{}} Escrow_Invoice_TitleInputs */
/** @typedef {{}} Escrow_Invoice_Try_AgainInputs */
/** @typedef {{}} Footer_AboutInputs */
/** @typedef {{}} Footer_AccessibilityInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Footer_CallInputs */
/** @typedef {{}} Footer_ContactInputs */
/** @typedef {{}} Footer_ContractorsInputs */
/** @typedef {{}} Footer_HomeownersInputs */
/** @typedef {{}} Footer_Nav_LabelInputs */
/** @typedef {{}} Footer_Privacy_ChoicesInputs */
/** @typedef {{}} Footer_Privacy_PolicyInputs */
/** @typedef {{}} Footer_Real_EstateInputs */
/** @typedef {{}} Footer_ResourcesInputs */
/** @typedef {{}} Footer_State_NoticeInputs */
/** @typedef {{}} Footer_TaglineInputs */
/** @typedef {{}} Footer_TermsInputs */
/** @typedef {{}} Header_AccountInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Header_CallInputs */
/** @typedef {{}} Header_ContractorsInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Header_Home_LinkInputs */
/** @typedef {{}} Header_HomeownerInputs */
/** @typedef {{}} Header_LoginInputs */
/** @typedef {{}} Header_My_AccountInputs */
/** @typedef {{}} Header_Nav_LabelInputs */
/** @typedef {{}} Header_Real_EstateInputs */
/** @typedef {{}} Home_Become_ContractorInputs */
/** @typedef {{}} Home_Buyers_Callout_Brochure_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Brochure_TitleInputs */
/** @typedef {{}} Home_Buyers_Callout_Reps_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Reps_TitleInputs */
/** @typedef {{}} Home_Buyers_Callout_Tools_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Tools_TitleInputs */
/** @typedef {{}} Home_Buyers_Callout_Why_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Why_TitleInputs */
/** @typedef {{}} Home_Buyers_Callouts_HeadingInputs */
/** @typedef {{}} Home_Buyers_EyebrowInputs */
/** @typedef {{}} Home_Buyers_HeadingInputs */
/** @typedef {{}} Home_Buyers_IntroInputs */
/** @typedef {{}} Home_Buyers_Meta_Benefits_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Benefits_TitleInputs */
/** @typedef {{}} Home_Buyers_Meta_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Plans_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Plans_TitleInputs */
/** @typedef {{}} Home_Buyers_Meta_Reps_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Reps_TitleInputs */
/** @typedef {{}} Home_Buyers_Meta_Reviews_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Reviews_TitleInputs */
/** @typedef {{}} Home_Buyers_OrInputs */
/** @typedef {{}} Home_Buyers_Place_OrderInputs */
/** @typedef {{}} Home_Buyers_Plans_HeadingInputs */
/** @typedef {{}} Home_Buyers_Plans_IntroInputs */
/** @typedef {{}} Home_Buyers_Quick_Order_LoadingInputs */
/** @typedef {{}} Home_Buyers_Section_RepsInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Home_Buyers_Section_WhyInputs */
/** @typedef {{}} Home_Buyers_Subnav_LabelInputs */
/** @typedef {{}} Home_Contractors_HeadingInputs */
/** @typedef {{}} Home_Contractors_TextInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Home_DescriptionInputs */
/** @typedef {{}} Home_EyebrowInputs */
/** @typedef {{}} Home_Find_RepInputs */
/** @typedef {{}} Home_HeadingInputs */
/** @typedef {{}} Home_IntroInputs */
/** @typedef {{}} Home_Real_Estate_HeadingInputs */
/** @typedef {{}} Home_Real_Estate_PlansInputs */
/** @typedef {{}} Home_Real_Estate_Point1Inputs */
/** @typedef {{}} Home_Real_Estate_Point2Inputs */
/** @typedef {{}} Home_Real_Estate_Point3Inputs */
/** @typedef {{}} Home_Real_Estate_TextInputs */
/** @typedef {{}} Home_See_PlansInputs */
/** @typedef {{}} Home_Step1_TextInputs */
/** @typedef {{}} Home_Step1_TitleInputs */
/** @typedef {{}} Home_Step2_TextInputs */
/** @typedef {{}} Home_Step2_TitleInputs */
/** @typedef {{}} Home_Step3_TextInputs */
/** @typedef {{}} Home_Step3_TitleInputs */
/** @typedef {{}} Home_Steps_HeadingInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Homeowner_Choose_PlanInputs */
/** @typedef {{}} Homeowner_DescriptionInputs */
/** @typedef {{}} Homeowner_EyebrowInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Homeowner_IntroInputs */
/** @typedef {{}} Homeowner_Plans_HeadingInputs */
/** @typedef {{}} Homeowner_Plans_IntroInputs */
/** @typedef {{}} Homeowner_RenewInputs */
/** @typedef {{}} Homeowner_Request_QuoteInputs */
/** @typedef {{}} Homeowner_Subnav_LabelInputs */
/** @typedef {{}} Homeowner_TitleInputs */
/** @typedef {{}} Illustration_SoldInputs */
/** @typedef {{}} Install_AppInputs */
/** @typedef {{}} Install_Card_AddInputs */
/** @typedef {{}} Install_Card_DismissInputs */
/** @typedef {{}} Install_Card_IosInputs */
/** @typedef {{}} Install_Card_TitleInputs */
/** @typedef {{}} Install_Card_Why_ClaimInputs */
/** @typedef {{}} Install_Card_Why_ContractorInputs */
/** @typedef {{}} Install_Card_Why_OrderInputs */
/** @typedef {{ language: NonNullable<unknown> }} Language_Switch_ToInputs */
/** @typedef {{}} Legal_Accessibility_DescriptionInputs */
/** @typedef {{}} Legal_Accessibility_TitleInputs */
/** @typedef {{}} Legal_English_GovernsInputs */
/** @typedef {{}} Legal_Privacy_DescriptionInputs */
/** @typedef {{}} Legal_Privacy_TitleInputs */
/** @typedef {{}} Legal_State_Notice_DescriptionInputs */
/** @typedef {{}} Legal_State_Notice_TitleInputs */
/** @typedef {{}} Legal_Terms_DescriptionInputs */
/** @typedef {{}} Legal_Terms_TitleInputs */
/** @typedef {{}} Legal_Toc_LabelInputs */
/** @typedef {{ date: NonNullable<unknown> }} Legal_UpdatedInputs */
/** @typedef {{}} Mail_Button_AccountInputs */
/** @typedef {{}} Mail_Button_Change_VisitInputs */
/** @typedef {{}} Mail_Button_Choose_DayInputs */
/** @typedef {{}} Mail_Button_Choose_PasswordInputs */
/** @typedef {{}} Mail_Button_Confirm_OrderInputs */
/** @typedef {{}} Mail_Button_Confirm_SubscriptionInputs */
/** @typedef {{}} Mail_Button_Create_PasswordInputs */
/** @typedef {{}} Mail_Button_FallbackInputs */
/** @typedef {{}} Mail_Button_Order_AgainInputs */
/** @typedef {{}} Mail_Button_PayInputs */
/** @typedef {{}} Mail_Button_Pay_InvoiceInputs */
/** @typedef {{}} Mail_Button_RenewInputs */
/** @typedef {{}} Mail_Button_Update_CardInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Mail_Call_Us_AtInputs */
/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Card_Expiry_SubjectInputs */
/** @typedef {{ cardType: NonNullable<unknown>, lastFour: NonNullable<unknown>, month: NonNullable<unknown>, amount: NonNullable<unknown>, policyNumbers: NonNullable<unknown>, nextCharge: NonNullable<unknown> }} Mail_Card_Expiry_TextInputs */
/** @typedef {{}} Mail_Charge_Reason_DeclinedInputs */
/** @typedef {{}} Mail_Charge_Reason_ExpiredInputs */
/** @typedef {{}} Mail_Charge_Reason_No_CardInputs */
/** @typedef {{}} Mail_Charge_Reason_Profile_Not_FoundInputs */
/** @typedef {{ renewUntil: NonNullable<unknown> }} Mail_Contract_Expired_RenewInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Contract_Expired_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, ended: NonNullable<unknown> }} Mail_Contract_Expired_TextInputs */
/** @typedef {{}} Mail_Contract_Started_LeadInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Contract_Started_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, starts: NonNullable<unknown>, ends: NonNullable<unknown> }} Mail_Contract_Started_TextInputs */
/** @typedef {{}} Mail_Data_Request_AppealInputs */
/** @typedef {{}} Mail_Data_Request_Completed_SubjectInputs */
/** @typedef {{}} Mail_Data_Request_Completed_TextInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Mail_Data_Request_Not_YouInputs */
/** @typedef {{}} Mail_Data_Request_Received_SubjectInputs */
/** @typedef {{}} Mail_Data_Request_Received_TextInputs */
/** @typedef {{}} Mail_Data_Request_Type_AccessInputs */
/** @typedef {{}} Mail_Data_Request_Type_CorrectionInputs */
/** @typedef {{}} Mail_Data_Request_Type_DeletionInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Dunning_Cancelled_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, dueDate: NonNullable<unknown> }} Mail_Dunning_Cancelled_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Dunning_Suspended_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, dueDate: NonNullable<unknown>, cancelsOn: NonNullable<unknown> }} Mail_Dunning_Suspended_TextInputs */
/** @typedef {{}} Mail_Erasure_KeptInputs */
/** @typedef {{}} Mail_Erasure_No_NameInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Erasure_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Erasure_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Escrow_Cancelled_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, closed: NonNullable<unknown>, days: NonNullable<unknown> }} Mail_Escrow_Cancelled_TextInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Escrow_Invoice_ChequeInputs */
/** @typedef {{ property: NonNullable<unknown> }} Mail_Escrow_Invoice_MovedInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown>, closingDate: NonNullable<unknown> }} Mail_Escrow_Invoice_Moved_SubjectInputs */
/** @typedef {{}} Mail_Escrow_Invoice_No_Closing_DateInputs */
/** @typedef {{}} Mail_Escrow_Invoice_Pay_LeadInputs */
/** @typedef {{ property: NonNullable<unknown> }} Mail_Escrow_Invoice_PlacedInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Escrow_Invoice_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Escrow_Reminder_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, closed: NonNullable<unknown>, amount: NonNullable<unknown>, cancels: NonNullable<unknown> }} Mail_Escrow_Reminder_TextInputs */
/** @typedef {{}} Mail_HelloInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Hello_NameInputs */
/** @typedef {{}} Mail_Label_Amount_DueInputs */
/** @typedef {{}} Mail_Label_Amount_PaidInputs */
/** @typedef {{}} Mail_Label_BuyerInputs */
/** @typedef {{}} Mail_Label_Charged_TodayInputs */
/** @typedef {{}} Mail_Label_Closing_DateInputs */
/** @typedef {{}} Mail_Label_ContractInputs */
/** @typedef {{}} Mail_Label_Contract_NumberInputs */
/** @typedef {{}} Mail_Label_Coverage_EndedInputs */
/** @typedef {{}} Mail_Label_Coverage_EndsInputs */
/** @typedef {{}} Mail_Label_Coverage_StartsInputs */
/** @typedef {{}} Mail_Label_DueInputs */
/** @typedef {{}} Mail_Label_MonthlyInputs */
/** @typedef {{}} Mail_Label_Monthly_PaymentInputs */
/** @typedef {{}} Mail_Label_PlanInputs */
/** @typedef {{}} Mail_Label_PropertyInputs */
/** @typedef {{}} Mail_Label_ReferenceInputs */
/** @typedef {{}} Mail_Label_RefundedInputs */
/** @typedef {{}} Mail_Label_RequestInputs */
/** @typedef {{}} Mail_Label_TotalInputs */
/** @typedef {{}} Mail_Label_YearlyInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Monthly_Declined_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, reason: NonNullable<unknown> }} Mail_Monthly_Declined_Text_FinalInputs */
/** @typedef {{ amount: NonNullable<unknown>, reason: NonNullable<unknown>, retry: NonNullable<unknown> }} Mail_Monthly_Declined_Text_RetryInputs */
/** @typedef {{}} Mail_Newsletter_Confirm_LeadInputs */
/** @typedef {{}} Mail_Newsletter_Confirm_NoteInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Newsletter_Confirm_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Newsletter_Confirm_TextInputs */
/** @typedef {{}} Mail_Newsletter_UnsubscribeInputs */
/** @typedef {{}} Mail_Newsletter_Unsubscribe_TextInputs */
/** @typedef {{ amount: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Order_Charged_CardInputs */
/** @typedef {{}} Mail_Order_CompletedInputs */
/** @typedef {{}} Mail_Order_Create_PasswordInputs */
/** @typedef {{}} Mail_Order_Escrow_DueInputs */
/** @typedef {{ days: NonNullable<unknown> }} Mail_Order_Link_OnceInputs */
/** @typedef {{}} Mail_Order_Starts_At_ClosingInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Order_SubjectInputs */
/** @typedef {{}} Mail_Owner_Confirm_AddedInputs */
/** @typedef {{}} Mail_Owner_Confirm_Not_MineInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown> }} Mail_Owner_Confirm_PlacedInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Owner_Confirm_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Password_Create_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Password_Create_TextInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Mail_Password_Link_ExpiryInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Password_Reset_SubjectInputs */
/** @typedef {{}} Mail_Password_Reset_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Mail_Questions_CallInputs */
/** @typedef {{ cardType: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Receipt_CardInputs */
/** @typedef {{ brand: NonNullable<unknown>, period: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_Monthly_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, period: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_Monthly_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_Renewal_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, oldPolicyNumber: NonNullable<unknown>, policyNumber: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Receipt_Renewal_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, what: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_TextInputs */
/** @typedef {{ amount: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Refund_Refused_OrderInputs */
/** @typedef {{ amount: NonNullable<unknown>, serviceRequestNumber: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Refund_Service_Call_FeeInputs */
/** @typedef {{}} Mail_Refund_StatementInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Refund_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Renewal_Declined_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, oldPolicyNumber: NonNullable<unknown>, reason: NonNullable<unknown> }} Mail_Renewal_Declined_TextInputs */
/** @typedef {{}} Mail_Renewal_Reminder_LeadInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown>, ends: NonNullable<unknown> }} Mail_Renewal_Reminder_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, ends: NonNullable<unknown> }} Mail_Renewal_Reminder_TextInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_Charge_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_Charge_Monthly_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_Charge_Monthly_No_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_Charge_No_CardInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, starts: NonNullable<unknown>, renewalPolicyNumber: NonNullable<unknown> }} Mail_Renewed_TextInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Thank_YouInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Unsubscribe_Page_DoneInputs */
/** @typedef {{}} Mail_Unsubscribe_Page_Done_TitleInputs */
/** @typedef {{}} Mail_Unsubscribe_Page_InvalidInputs */
/** @typedef {{}} Mail_Unsubscribe_Page_Invalid_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Unsubscribe_Page_TextInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Unsubscribe_Page_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Visit_ArrivedInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Visit_Arrived_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Visit_CompleteInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Visit_Complete_SubjectInputs */
/** @typedef {{ serviceRequestNumber: NonNullable<unknown>, workOrderId: NonNullable<unknown> }} Mail_Visit_FollowInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Visit_On_My_WayInputs */
/** @typedef {{ name: NonNullable<unknown>, minutes: NonNullable<unknown> }} Mail_Visit_On_My_Way_EtaInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Visit_On_My_Way_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Mail_Work_Order_BookedInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Work_Order_Booked_SubjectInputs */
/** @typedef {{}} Mail_Work_Order_ChangeInputs */
/** @typedef {{}} Mail_Work_Order_ChooseInputs */
/** @typedef {{}} Mail_Work_Order_Keep_PrivateInputs */
/** @typedef {{ serviceRequestNumber: NonNullable<unknown>, item: NonNullable<unknown>, company: NonNullable<unknown>, workOrderId: NonNullable<unknown> }} Mail_Work_Order_SentInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Work_Order_SubjectInputs */
/** @typedef {{}} Not_Found_Page_TitleInputs */
/** @typedef {{}} Notices_Always_SentInputs */
/** @typedef {{}} Notices_BackInputs */
/** @typedef {{}} Notices_Channel_EmailInputs */
/** @typedef {{}} Notices_Channel_PushInputs */
/** @typedef {{}} Notices_Channel_TextInputs */
/** @typedef {{}} Notices_IntroInputs */
/** @typedef {{}} Notices_Kind_Claim_DecisionInputs */
/** @typedef {{}} Notices_Kind_Claim_UpdatesInputs */
/** @typedef {{}} Notices_Kind_Payment_FailedInputs */
/** @typedef {{}} Notices_Kind_ReceiptsInputs */
/** @typedef {{}} Notices_Kind_Renewal_RemindersInputs */
/** @typedef {{}} Notices_Kind_Technician_VisitInputs */
/** @typedef {{}} Notices_Kind_Visit_ScheduledInputs */
/** @typedef {{}} Notices_LinkInputs */
/** @typedef {{}} Notices_Link_TextInputs */
/** @typedef {{}} Notices_Load_FailedInputs */
/** @typedef {{}} Notices_No_DeviceInputs */
/** @typedef {{}} Notices_OpenInputs */
/** @typedef {{}} Notices_RetryInputs */
/** @typedef {{}} Notices_Save_FailedInputs */
/** @typedef {{}} Notices_SavedInputs */
/** @typedef {{ kind: NonNullable<unknown>, channel: NonNullable<unknown> }} Notices_Switch_LabelInputs */
/** @typedef {{}} Notices_Texts_OffInputs */
/** @typedef {{}} Notices_TitleInputs */
/** @typedef {{}} Offline_Page_Not_Saved_TextInputs */
/** @typedef {{}} Offline_Page_Not_Saved_TitleInputs */
/** @typedef {{}} Offline_Page_Saved_ListInputs */
/** @typedef {{}} Offline_Page_Saved_NoneInputs */
/** @typedef {{}} Order_Addon_IncludedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Addon_LessInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Addon_MoreInputs */
/** @typedef {{}} Order_AddonsInputs */
/** @typedef {{}} Order_Addons_NoneInputs */
/** @typedef {{ address: NonNullable<unknown> }} Order_Address_Did_You_MeanInputs */
/** @typedef {{}} Order_Address_UseInputs */
/** @typedef {{}} Order_Auto_RenewInputs */
/** @typedef {{}} Order_BackInputs */
/** @typedef {{}} Order_Billing_CityInputs */
/** @typedef {{}} Order_Billing_City_RequiredInputs */
/** @typedef {{}} Order_Billing_SameInputs */
/** @typedef {{}} Order_Billing_StateInputs */
/** @typedef {{}} Order_Billing_State_RequiredInputs */
/** @typedef {{}} Order_Billing_StreetInputs */
/** @typedef {{}} Order_Billing_Street_RequiredInputs */
/** @typedef {{}} Order_Billing_ZipInputs */
/** @typedef {{}} Order_Billing_Zip_RequiredInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Buyers_CreditInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Buyers_Credit_AppliedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Order_Buyers_Credit_ApplyInputs */
/** @typedef {{}} Order_Card_EnterInputs */
/** @typedef {{}} Order_Card_ExpiredInputs */
/** @typedef {{}} Order_Card_Frame_TitleInputs */
/** @typedef {{}} Order_Card_HintInputs */
/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown>, expires: NonNullable<unknown> }} Order_Card_LabelInputs */
/** @typedef {{}} Order_Card_LegendInputs */
/** @typedef {{}} Order_Card_Needs_EmailInputs */
/** @typedef {{}} Order_Card_OfflineInputs */
/** @typedef {{}} Order_Card_Open_AgainInputs */
/** @typedef {{}} Order_Card_Open_FailedInputs */
/** @typedef {{}} Order_Card_Open_LostInputs */
/** @typedef {{}} Order_Card_OpeningInputs */
/** @typedef {{}} Order_Card_Read_FailedInputs */
/** @typedef {{}} Order_Card_Read_LostInputs */
/** @typedef {{}} Order_Card_ReadingInputs */
/** @typedef {{}} Order_Card_RequiredInputs */
/** @typedef {{}} Order_Card_Try_AgainInputs */
/** @typedef {{}} Order_Card_Use_DifferentInputs */
/** @typedef {{ field: NonNullable<unknown>, problem: NonNullable<unknown> }} Order_Check_BodyInputs */
/** @typedef {{}} Order_Choose_Plan_To_RenewInputs */
/** @typedef {{}} Order_Choose_Plan_To_UpgradeInputs */
/** @typedef {{}} Order_Choose_StateInputs */
/** @typedef {{}} Order_CityInputs */
/** @typedef {{}} Order_City_RequiredInputs */
/** @typedef {{}} Order_Close_DateInputs */
/** @typedef {{}} Order_Close_Date_RequiredInputs */
/** @typedef {{ below: NonNullable<unknown> }} Order_Compare_AddsInputs */
/** @typedef {{ below: NonNullable<unknown> }} Order_Compare_Adds_NothingInputs */
/** @typedef {{}} Order_Compare_CoversInputs */
/** @typedef {{}} Order_Compare_IntroInputs */
/** @typedef {{ below: NonNullable<unknown> }} Order_Compare_LacksInputs */
/** @typedef {{}} Order_Compare_PlansInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Order_Confirm_Owner_ContractInputs */
/** @typedef {{}} Order_Confirm_Owner_NoInputs */
/** @typedef {{}} Order_Confirm_Owner_NoteInputs */
/** @typedef {{}} Order_Confirm_Owner_QuestionInputs */
/** @typedef {{}} Order_Confirm_Owner_TitleInputs */
/** @typedef {{}} Order_Confirm_Owner_YesInputs */
/** @typedef {{ client: NonNullable<unknown>, brand: NonNullable<unknown> }} Order_Confirmation_Agent_LeadInputs */
/** @typedef {{}} Order_Confirmation_Amount_PaidInputs */
/** @typedef {{}} Order_Confirmation_Coverage_StartsInputs */
/** @typedef {{}} Order_Confirmation_Monthly_PaymentInputs */
/** @typedef {{}} Order_Confirmation_Next_TitleInputs */
/** @typedef {{}} Order_Confirmation_NoneInputs */
/** @typedef {{}} Order_Confirmation_Policy_NumberInputs */
/** @typedef {{}} Order_Confirmation_StartInputs */
/** @typedef {{}} Order_Confirmation_Starts_At_CloseInputs */
/** @typedef {{}} Order_Confirmation_TitleInputs */
/** @typedef {{}} Order_Consumer_DescriptionInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_EmailInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_First_NameInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_Last_NameInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_PhoneInputs */
/** @typedef {{}} Order_Contact_PreferencesInputs */
/** @typedef {{}} Order_Contact_SmsInputs */
/** @typedef {{}} Order_Contact_Sms_HintInputs */
/** @typedef {{}} Order_Contact_Sms_PhoneInputs */
/** @typedef {{}} Order_Contact_Welcome_CallInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Order_Convert_FailedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Order_Coupon_AppliedInputs */
/** @typedef {{ code: NonNullable<unknown>, amount: NonNullable<unknown> }} Order_Coupon_Applied_AmountInputs */
/** @typedef {{}} Order_Coupon_ApplyInputs */
/** @typedef {{}} Order_Coupon_CheckingInputs */
/** @typedef {{}} Order_Coupon_CodeInputs */
/** @typedef {{}} Order_Coverage_LengthInputs */
/** @typedef {{}} Order_Create_Password_FailedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Create_Password_SentInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Create_Password_TextInputs */
/** @typedef {{}} Order_Create_Password_TitleInputs */
/** @typedef {{}} Order_Credit_ApplyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Credit_AvailableInputs */
/** @typedef {{}} Order_DeclinedInputs */
/** @typedef {{}} Order_Due_At_ClosingInputs */
/** @typedef {{}} Order_Due_NowInputs */
/** @typedef {{}} Order_Due_TodayInputs */
/** @typedef {{}} Order_Enter_Another_CardInputs */
/** @typedef {{}} Order_Escrow_CompanyInputs */
/** @typedef {{}} Order_Escrow_NoteInputs */
/** @typedef {{}} Order_Escrow_OfficerInputs */
/** @typedef {{}} Order_Escrow_Officer_ChangeInputs */
/** @typedef {{}} Order_Escrow_Officer_ChosenInputs */
/** @typedef {{}} Order_Escrow_Officer_EmailInputs */
/** @typedef {{}} Order_Escrow_Officer_NameInputs */
/** @typedef {{}} Order_Failed_ConnectionInputs */
/** @typedef {{}} Order_Failed_UnknownInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Order_Failed_With_ReasonInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_First_Name_RequiredInputs */
/** @typedef {{}} Order_For_BuyerInputs */
/** @typedef {{}} Order_For_LegendInputs */
/** @typedef {{}} Order_For_SellerInputs */
/** @typedef {{}} Order_Go_To_AccountInputs */
/** @typedef {{ paymentType: NonNullable<unknown> }} Order_Kept_WhyInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Last_Name_RequiredInputs */
/** @typedef {{}} Order_Limits_CoveredInputs */
/** @typedef {{}} Order_Limits_FailedInputs */
/** @typedef {{}} Order_Limits_LimitsInputs */
/** @typedef {{}} Order_Limits_LinkInputs */
/** @typedef {{}} Order_Limits_Not_CoveredInputs */
/** @typedef {{}} Order_Limits_TitleInputs */
/** @typedef {{}} Order_LoadingInputs */
/** @typedef {{}} Order_Loading_PlanInputs */
/** @typedef {{}} Order_LoginInputs */
/** @typedef {{}} Order_Login_To_RenewInputs */
/** @typedef {{}} Order_Login_To_UpgradeInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Next_AccountInputs */
/** @typedef {{}} Order_Next_Agent_AccountInputs */
/** @typedef {{ client: NonNullable<unknown>, email: NonNullable<unknown> }} Order_Next_Agent_EmailedInputs */
/** @typedef {{ client: NonNullable<unknown> }} Order_Next_Agent_EscrowInputs */
/** @typedef {{ client: NonNullable<unknown> }} Order_Next_Agent_PaidInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Next_Awaiting_OwnerInputs */
/** @typedef {{}} Order_Next_EscrowInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Order_Next_Keep_PolicyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Next_MonthlyInputs */
/** @typedef {{}} Order_Next_Paid_FullInputs */
/** @typedef {{ step: NonNullable<unknown> }} Order_Next_StepInputs */
/** @typedef {{}} Order_NoInputs */
/** @typedef {{}} Order_Not_NowInputs */
/** @typedef {{}} Order_Not_PricedInputs */
/** @typedef {{}} Order_NowInputs */
/** @typedef {{}} Order_Offline_Card_Needs_ConnectionInputs */
/** @typedef {{}} Order_Offline_Needs_ConnectionInputs */
/** @typedef {{}} Order_Offline_QueuedInputs */
/** @typedef {{}} Order_Offline_Save_FailedInputs */
/** @typedef {{}} Order_OptionsInputs */
/** @typedef {{}} Order_Options_Need_PlanInputs */
/** @typedef {{}} Order_PaidInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Add_NewInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Order_Partner_Call_UsInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_ChangeInputs */
/** @typedef {{}} Order_Partner_ChooseInputs */
/** @typedef {{}} Order_Partner_CompanyInputs */
/** @typedef {{}} Order_Partner_EmailInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_FindInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Find_TitleInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Login_To_AddInputs */
/** @typedef {{}} Order_Partner_NameInputs */
/** @typedef {{}} Order_Partner_Name_RequiredInputs */
/** @typedef {{ role: NonNullable<unknown>, term: NonNullable<unknown> }} Order_Partner_No_MatchInputs */
/** @typedef {{}} Order_Partner_NoneInputs */
/** @typedef {{}} Order_Partner_Not_ListedInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_NounInputs */
/** @typedef {{}} Order_Partner_PhoneInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_RemoveInputs */
/** @typedef {{}} Order_Partner_ResultsInputs */
/** @typedef {{}} Order_Partner_SaveInputs */
/** @typedef {{}} Order_Partner_SavingInputs */
/** @typedef {{}} Order_Partner_SearchInputs */
/** @typedef {{}} Order_Partner_Search_FailedInputs */
/** @typedef {{}} Order_Partner_Search_HintInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Search_LabelInputs */
/** @typedef {{}} Order_Partner_SearchingInputs */
/** @typedef {{}} Order_Partner_Site_TextInputs */
/** @typedef {{}} Order_Partner_Site_TitleInputs */
/** @typedef {{}} Order_Party_LegendInputs */
/** @typedef {{}} Order_Party_RequiredInputs */
/** @typedef {{}} Order_Pay_EscrowInputs */
/** @typedef {{}} Order_Pay_FullInputs */
/** @typedef {{}} Order_Pay_LegendInputs */
/** @typedef {{}} Order_Pay_MonthlyInputs */
/** @typedef {{}} Order_Pay_Needs_EmailInputs */
/** @typedef {{}} Order_PlaceInputs */
/** @typedef {{}} Order_PlacingInputs */
/** @typedef {{}} Order_Plan_ChooseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Choose_LabelInputs */
/** @typedef {{}} Order_Plan_CurrentInputs */
/** @typedef {{}} Order_Plan_Hide_DetailsInputs */
/** @typedef {{ text: NonNullable<unknown> }} Order_Plan_Listing_CoverageInputs */
/** @typedef {{}} Order_Plan_Load_ErrorInputs */
/** @typedef {{}} Order_Plan_Load_FailedInputs */
/** @typedef {{}} Order_Plan_LoadingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Name_MonthlyInputs */
/** @typedef {{}} Order_Plan_Needs_PropertyInputs */
/** @typedef {{}} Order_Plan_Order_NowInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Order_Now_LabelInputs */
/** @typedef {{}} Order_Plan_RequiredInputs */
/** @typedef {{}} Order_Plan_See_DetailsInputs */
/** @typedef {{}} Order_Plan_SelectedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Selected_LabelInputs */
/** @typedef {{}} Order_Prepaid_CallsInputs */
/** @typedef {{}} Order_Prepaid_NoneInputs */
/** @typedef {{}} Order_Price_Buyers_Credit_LeftInputs */
/** @typedef {{ total: NonNullable<unknown>, monthly: NonNullable<unknown>, was: NonNullable<unknown> }} Order_Price_Changed_ConfirmInputs */
/** @typedef {{}} Order_Price_Changed_TitleInputs */
/** @typedef {{}} Order_Price_Choose_PlanInputs */
/** @typedef {{}} Order_Price_DetailsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_At_Closing_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_Now_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_Today_AmountInputs */
/** @typedef {{}} Order_Price_FailedInputs */
/** @typedef {{}} Order_Price_HideInputs */
/** @typedef {{ price: NonNullable<unknown> }} Order_Price_MonthlyInputs */
/** @typedef {{}} Order_Price_Monthly_TotalInputs */
/** @typedef {{}} Order_Price_Offline_EstimateInputs */
/** @typedef {{}} Order_Price_Summary_LabelInputs */
/** @typedef {{}} Order_Price_TotalInputs */
/** @typedef {{}} Order_Price_Total_Due_At_ClosingInputs */
/** @typedef {{ total: NonNullable<unknown>, monthly: NonNullable<unknown> }} Order_Price_Total_Paid_In_FullInputs */
/** @typedef {{ monthly: NonNullable<unknown>, monthlyYear: NonNullable<unknown>, total: NonNullable<unknown> }} Order_Price_Total_Paid_MonthlyInputs */
/** @typedef {{}} Order_Price_UnavailableInputs */
/** @typedef {{}} Order_Price_UpdatingInputs */
/** @typedef {{}} Order_Price_Updating_ShortInputs */
/** @typedef {{}} Order_Price_Upgrade_UnavailableInputs */
/** @typedef {{ price: NonNullable<unknown> }} Order_Price_YearlyInputs */
/** @typedef {{ state: NonNullable<unknown> }} Order_Property_State_HintInputs */
/** @typedef {{}} Order_Property_TypeInputs */
/** @typedef {{}} Order_Property_Type_RequiredInputs */
/** @typedef {{}} Order_Queued_ClearInputs */
/** @typedef {{}} Order_Queued_DescribeInputs */
/** @typedef {{}} Order_Queued_DiscardInputs */
/** @typedef {{ plan: NonNullable<unknown>, owner: NonNullable<unknown>, address: NonNullable<unknown>, total: NonNullable<unknown> }} Order_Queued_LineInputs */
/** @typedef {{}} Order_Queued_Not_PlacedInputs */
/** @typedef {{}} Order_Queued_OfflineInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Order_Queued_PlacedInputs */
/** @typedef {{ total: NonNullable<unknown>, was: NonNullable<unknown> }} Order_Queued_Price_ChangedInputs */
/** @typedef {{}} Order_Queued_Price_FailedInputs */
/** @typedef {{}} Order_Queued_RefusedInputs */
/** @typedef {{}} Order_Queued_Review_PriceInputs */
/** @typedef {{}} Order_Queued_Send_NowInputs */
/** @typedef {{}} Order_Queued_TitleInputs */
/** @typedef {{}} Order_Queued_WaitingInputs */
/** @typedef {{}} Order_Quick_BudgetInputs */
/** @typedef {{}} Order_Quick_ButtonInputs */
/** @typedef {{}} Order_Quick_FailedInputs */
/** @typedef {{}} Order_Quick_FindingInputs */
/** @typedef {{}} Order_Quick_HeadingInputs */
/** @typedef {{}} Order_Quick_ListingInputs */
/** @typedef {{}} Order_Quick_No_Plan_FitsInputs */
/** @typedef {{}} Order_Quick_Offline_No_PlansInputs */
/** @typedef {{}} Order_Quick_Plan_ChangeInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Order_Quick_Plan_ChosenInputs */
/** @typedef {{}} Order_Quick_State_RequiredInputs */
/** @typedef {{}} Order_Quick_SummaryInputs */
/** @typedef {{}} Order_Real_Estate_DescriptionInputs */
/** @typedef {{}} Order_Recent_Purchase_LegendInputs */
/** @typedef {{}} Order_Recent_Purchase_NoteInputs */
/** @typedef {{}} Order_RemoveInputs */
/** @typedef {{}} Order_Review_AddonInputs */
/** @typedef {{}} Order_Review_BuyerInputs */
/** @typedef {{ lastFour: NonNullable<unknown> }} Order_Review_Card_EndingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Order_Review_Close_DateInputs */
/** @typedef {{ code: NonNullable<unknown> }} Order_Review_CouponInputs */
/** @typedef {{ part: NonNullable<unknown> }} Order_Review_EditInputs */
/** @typedef {{}} Order_Review_No_PlanInputs */
/** @typedef {{ party: NonNullable<unknown> }} Order_Review_Ordered_ByInputs */
/** @typedef {{}} Order_Review_OwnerInputs */
/** @typedef {{}} Order_Review_PriceInputs */
/** @typedef {{}} Order_Review_Price_LaterInputs */
/** @typedef {{}} Order_Review_SellerInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Order_Review_Service_FeeInputs */
/** @typedef {{}} Order_Role_Agent_AssistantInputs */
/** @typedef {{}} Order_Role_Buyer_AgentInputs */
/** @typedef {{}} Order_Role_Escrow_OfficerInputs */
/** @typedef {{}} Order_Role_Home_BuyerInputs */
/** @typedef {{}} Order_Role_Listing_AgentInputs */
/** @typedef {{}} Order_Role_Loan_OfficerInputs */
/** @typedef {{}} Order_Seller_First_NameInputs */
/** @typedef {{}} Order_Seller_Last_NameInputs */
/** @typedef {{}} Order_SendingInputs */
/** @typedef {{}} Order_Service_FeeInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Order_Service_Fee_FactInputs */
/** @typedef {{ fee: NonNullable<unknown>, offset: NonNullable<unknown> }} Order_Service_Fee_OffsetInputs */
/** @typedef {{}} Order_Site_Plans_ForInputs */
/** @typedef {{}} Order_Sms_Phone_IncompleteInputs */
/** @typedef {{}} Order_Something_WrongInputs */
/** @typedef {{ from: NonNullable<unknown> }} Order_Sqft_Or_MoreInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Order_Sqft_RangeInputs */
/** @typedef {{}} Order_Square_FootageInputs */
/** @typedef {{}} Order_Start_DescriptionInputs */
/** @typedef {{}} Order_Start_HeadingInputs */
/** @typedef {{}} Order_Start_TitleInputs */
/** @typedef {{}} Order_StateInputs */
/** @typedef {{}} Order_Step_ContactsInputs */
/** @typedef {{ step: NonNullable<unknown>, count: NonNullable<unknown> }} Order_Step_CountInputs */
/** @typedef {{}} Order_Step_OptionsInputs */
/** @typedef {{}} Order_Step_PartnersInputs */
/** @typedef {{}} Order_Step_PaymentInputs */
/** @typedef {{}} Order_Step_PlanInputs */
/** @typedef {{}} Order_Step_PropertyInputs */
/** @typedef {{}} Order_Step_ReviewInputs */
/** @typedef {{}} Order_Steps_LabelInputs */
/** @typedef {{}} Order_Street_AddressInputs */
/** @typedef {{}} Order_Terms_AgreeInputs */
/** @typedef {{}} Order_Terms_EnglishInputs */
/** @typedef {{}} Order_Terms_ReadInputs */
/** @typedef {{}} Order_Terms_RequiredInputs */
/** @typedef {{}} Order_Title_ConvertInputs */
/** @typedef {{}} Order_Title_NewInputs */
/** @typedef {{}} Order_Title_Real_EstateInputs */
/** @typedef {{}} Order_Title_RenewInputs */
/** @typedef {{}} Order_Title_UpgradeInputs */
/** @typedef {{}} Order_Type_HomeownerInputs */
/** @typedef {{}} Order_Type_Real_EstateInputs */
/** @typedef {{}} Order_Type_TitleInputs */
/** @typedef {{}} Order_Unit_MonthInputs */
/** @typedef {{}} Order_Unit_OptionalInputs */
/** @typedef {{}} Order_Unit_YearInputs */
/** @typedef {{}} Order_Updating_The_PriceInputs */
/** @typedef {{}} Order_Validation_OkInputs */
/** @typedef {{ count: NonNullable<unknown> }} Order_YearsInputs */
/** @typedef {{}} Order_YesInputs */
/** @typedef {{}} Order_Zip_CodeInputs */
/** @typedef {{}} Order_Zip_InvalidInputs */
/** @typedef {{}} Page_Frame_LoadingInputs */
/** @typedef {{}} Page_Frame_NoscriptInputs */
/** @typedef {{ state: NonNullable<unknown> }} Plans_Note_MonthlyInputs */
/** @typedef {{ state: NonNullable<unknown> }} Plans_Note_YearlyInputs */
/** @typedef {{}} Plans_State_LabelInputs */
/** @typedef {{}} Privacy_Centre_Accept_AllInputs */
/** @typedef {{}} Privacy_Centre_Advertising_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Advertising_NameInputs */
/** @typedef {{}} Privacy_Centre_Analytics_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Analytics_NameInputs */
/** @typedef {{}} Privacy_Centre_Category_CommercialInputs */
/** @typedef {{}} Privacy_Centre_Category_IdentifiersInputs */
/** @typedef {{}} Privacy_Centre_Category_InferencesInputs */
/** @typedef {{}} Privacy_Centre_Category_Internet_ActivityInputs */
/** @typedef {{}} Privacy_Centre_Category_SensoryInputs */
/** @typedef {{}} Privacy_Centre_Functional_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Functional_NameInputs */
/** @typedef {{}} Privacy_Centre_Gpc_NoticeInputs */
/** @typedef {{}} Privacy_Centre_IntroInputs */
/** @typedef {{}} Privacy_Centre_Necessary_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Necessary_NameInputs */
/** @typedef {{}} Privacy_Centre_Purposes_LabelInputs */
/** @typedef {{}} Privacy_Centre_Read_MoreInputs */
/** @typedef {{}} Privacy_Centre_Reject_AllInputs */
/** @typedef {{}} Privacy_Centre_SaveInputs */
/** @typedef {{}} Privacy_Centre_SavedInputs */
/** @typedef {{}} Privacy_Centre_Sold_Or_SharedInputs */
/** @typedef {{}} Privacy_Choices_TitleInputs */
/** @typedef {{}} Push_BodyInputs */
/** @typedef {{}} Push_Cash_In_Lieu_OfferedInputs */
/** @typedef {{}} Push_Claim_Status_ChangedInputs */
/** @typedef {{}} Push_Device_DeniedInputs */
/** @typedef {{}} Push_Device_FailedInputs */
/** @typedef {{}} Push_Device_Not_AllowedInputs */
/** @typedef {{}} Push_Device_OffInputs */
/** @typedef {{}} Push_Device_OnInputs */
/** @typedef {{}} Push_Device_TitleInputs */
/** @typedef {{}} Push_Device_UnsupportedInputs */
/** @typedef {{}} Push_Technician_ArrivedInputs */
/** @typedef {{}} Push_Technician_Authorization_ApprovedInputs */
/** @typedef {{}} Push_Technician_Authorization_DeclinedInputs */
/** @typedef {{}} Push_Technician_New_DispatchInputs */
/** @typedef {{}} Push_Technician_On_The_WayInputs */
/** @typedef {{}} Push_Technician_Ticket_CancelledInputs */
/** @typedef {{}} Push_Technician_Ticket_ChangedInputs */
/** @typedef {{}} Push_Visit_CompleteInputs */
/** @typedef {{}} Push_Visit_ScheduledInputs */
/** @typedef {{}} Quote_Banner_ButtonInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Banner_TextInputs */
/** @typedef {{}} Quote_Banner_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Form_Failed_TextInputs */
/** @typedef {{}} Quote_Form_LabelInputs */
/** @typedef {{}} Quote_Form_Recent_PurchaseInputs */
/** @typedef {{}} Quote_Form_SubmitInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Form_Thanks_TextInputs */
/** @typedef {{}} Quote_Form_Thanks_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Section_CallInputs */
/** @typedef {{}} Quote_Section_Point_ContractorInputs */
/** @typedef {{}} Quote_Section_Point_PriceInputs */
/** @typedef {{}} Quote_Section_Point_StatesInputs */
/** @typedef {{}} Quote_Section_TextInputs */
/** @typedef {{}} Quote_Section_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, phone: NonNullable<unknown> }} Reps_Call_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reps_Email_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reps_Email_LinkInputs */
/** @typedef {{}} Reps_HeadingInputs */
/** @typedef {{}} Reps_IntroInputs */
/** @typedef {{ state: NonNullable<unknown> }} Reps_List_LabelInputs */
/** @typedef {{}} Reps_Load_FailedInputs */
/** @typedef {{}} Reps_LoadingInputs */
/** @typedef {{}} Reps_Location_Timed_OutInputs */
/** @typedef {{}} Reps_Location_TitleInputs */
/** @typedef {{ state: NonNullable<unknown> }} Reps_NoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reps_Photo_AltInputs */
/** @typedef {{}} Reps_State_LabelInputs */
/** @typedef {{}} Request_RepairInputs */
/** @typedef {{}} Resources_AllInputs */
/** @typedef {{}} Resources_BreadcrumbInputs */
/** @typedef {{}} Resources_Categories_LabelInputs */
/** @typedef {{}} Resources_Category_FailedInputs */
/** @typedef {{}} Resources_LinkInputs */
/** @typedef {{}} Resources_List_FailedInputs */
/** @typedef {{}} Resources_Load_MoreInputs */
/** @typedef {{}} Resources_LoadingInputs */
/** @typedef {{}} Resources_Newsletter_HeadingInputs */
/** @typedef {{}} Resources_Newsletter_LabelInputs */
/** @typedef {{}} Resources_Newsletter_PlaceholderInputs */
/** @typedef {{}} Resources_Newsletter_SubmitInputs */
/** @typedef {{}} Resources_Newsletter_TextInputs */
/** @typedef {{}} Resources_No_ArticlesInputs */
/** @typedef {{}} Resources_Recent_HeadingInputs */
/** @typedef {{}} Resources_Recent_IntroInputs */
/** @typedef {{ category: NonNullable<unknown> }} Resources_RelatedInputs */
/** @typedef {{}} Resources_RetryInputs */
/** @typedef {{}} Resources_ShareInputs */
/** @typedef {{}} Resources_Share_EmailInputs */
/** @typedef {{ network: NonNullable<unknown> }} Resources_Share_OnInputs */
/** @typedef {{}} Resources_Share_TitleInputs */
/** @typedef {{}} Resources_TitleInputs */
/** @typedef {{}} Resources_Unknown_Category_TextInputs */
/** @typedef {{}} Resources_Unknown_Category_TitleInputs */
/** @typedef {{}} Reviews_Contractor_HeadingInputs */
/** @typedef {{}} Reviews_Contractor_IntroInputs */
/** @typedef {{}} Reviews_Customer_HeadingInputs */
/** @typedef {{}} Reviews_Customer_IntroInputs */
/** @typedef {{}} Reviews_Homeowner_HeadingInputs */
/** @typedef {{}} Reviews_Homeowner_IntroInputs */
/** @typedef {{}} Reviews_Load_FailedInputs */
/** @typedef {{}} Reviews_LoadingInputs */
/** @typedef {{}} Reviews_Real_Estate_HeadingInputs */
/** @typedef {{}} Reviews_Real_Estate_IntroInputs */
/** @typedef {{ count: NonNullable<unknown> }} Reviews_Show_AllInputs */
/** @typedef {{}} Reviews_Show_FewerInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Reviews_StarsInputs */
/** @typedef {{}} Sample_Contract_DescriptionInputs */
/** @typedef {{}} Sample_Contract_LoadingInputs */
/** @typedef {{}} Sample_Contract_MissingInputs */
/** @typedef {{}} Sample_Contract_PdfInputs */
/** @typedef {{}} Sample_Contract_TitleInputs */
/** @typedef {{}} Site_DescriptionInputs */
/** @typedef {{}} Site_Form_AddressInputs */
/** @typedef {{}} Site_Form_EmailInputs */
/** @typedef {{}} Site_Form_NameInputs */
/** @typedef {{}} Site_Form_NoInputs */
/** @typedef {{}} Site_Form_PhoneInputs */
/** @typedef {{}} Site_Form_SendingInputs */
/** @typedef {{}} Site_Form_YesInputs */
/** @typedef {{}} Site_Form_ZipInputs */
/** @typedef {{}} Skip_To_ContentInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Cash_OfferInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Claim_DecisionInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Sms_HelpInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Payment_FailedInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Technician_On_The_WayInputs */
/** @typedef {{ brand: NonNullable<unknown>, minutes: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Technician_On_The_Way_EtaInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Visit_BookedInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Visit_MovedInputs */
/** @typedef {{}} Social_New_TabInputs */
/** @typedef {{}} State_Notice_Form_ChooseInputs */
/** @typedef {{}} State_Notice_Form_DetailsInputs */
/** @typedef {{ max: NonNullable<unknown> }} State_Notice_Form_Details_Too_LongInputs */
/** @typedef {{}} State_Notice_Form_Email_InvalidInputs */
/** @typedef {{}} State_Notice_Form_Email_RequiredInputs */
/** @typedef {{ phone: NonNullable<unknown> }} State_Notice_Form_Failed_TextInputs */
/** @typedef {{}} State_Notice_Form_Failed_TitleInputs */
/** @typedef {{}} State_Notice_Form_LabelInputs */
/** @typedef {{}} State_Notice_Form_Name_RequiredInputs */
/** @typedef {{}} State_Notice_Form_ReceivedInputs */
/** @typedef {{}} State_Notice_Form_StateInputs */
/** @typedef {{}} State_Notice_Form_State_InvalidInputs */
/** @typedef {{}} State_Notice_Form_State_RequiredInputs */
/** @typedef {{}} State_Notice_Form_SubmitInputs */
/** @typedef {{}} State_Notice_Form_TypeInputs */
/** @typedef {{}} State_Notice_Form_Type_AccessInputs */
/** @typedef {{}} State_Notice_Form_Type_CorrectionInputs */
/** @typedef {{}} State_Notice_Form_Type_DeletionInputs */
/** @typedef {{}} State_Notice_Form_Type_RequiredInputs */
/** @typedef {{}} Status_Update_BackInputs */
/** @typedef {{}} Status_Update_BookInputs */
/** @typedef {{}} Status_Update_Book_FailureInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Update_BookedInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Update_Booked_NowInputs */
/** @typedef {{}} Status_Update_BookingInputs */
/** @typedef {{}} Status_Update_Cancel_ButtonInputs */
/** @typedef {{}} Status_Update_Cancel_IntroInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Status_Update_Cancel_PromptInputs */
/** @typedef {{}} Status_Update_Cancel_ReasonInputs */
/** @typedef {{}} Status_Update_Cancel_TitleInputs */
/** @typedef {{}} Status_Update_Choose_AllInputs */
/** @typedef {{}} Status_Update_ClosedInputs */
/** @typedef {{}} Status_Update_DateInputs */
/** @typedef {{}} Status_Update_Date_HintInputs */
/** @typedef {{}} Status_Update_Date_RangeInputs */
/** @typedef {{}} Status_Update_End_WindowInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Status_Update_HelpInputs */
/** @typedef {{}} Status_Update_IntroInputs */
/** @typedef {{}} Status_Update_Load_FailedInputs */
/** @typedef {{}} Status_Update_LoadingInputs */
/** @typedef {{}} Status_Update_OfflineInputs */
/** @typedef {{}} Status_Update_ReadyInputs */
/** @typedef {{}} Status_Update_Reason_RequiredInputs */
/** @typedef {{}} Status_Update_Schedule_TitleInputs */
/** @typedef {{}} Status_Update_Start_WindowInputs */
/** @typedef {{}} Status_Update_SubmitInputs */
/** @typedef {{}} Status_Update_SubmittingInputs */
/** @typedef {{}} Status_Update_TitleInputs */
/** @typedef {{}} Status_Update_Try_AgainInputs */
/** @typedef {{}} Status_Update_Windows_OrInputs */
/** @typedef {{}} Status_Update_Windows_TitleInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Status_Update_Work_OrderInputs */
/** @typedef {{}} Video_Support_CompanyInputs */
/** @typedef {{ brand: NonNullable<unknown>, service: NonNullable<unknown> }} Video_Support_Consent_EmailInputs */
/** @typedef {{}} Video_Support_Consent_HintInputs */
/** @typedef {{}} Video_Support_Consent_PrivacyInputs */
/** @typedef {{}} Video_Support_EmailInputs */
/** @typedef {{}} Video_Support_First_NameInputs */
/** @typedef {{ service: NonNullable<unknown> }} Video_Support_HeadingInputs */
/** @typedef {{ service: NonNullable<unknown> }} Video_Support_IntroInputs */
/** @typedef {{}} Video_Support_Last_NameInputs */
/** @typedef {{}} Video_Support_PhoneInputs */
/** @typedef {{}} Video_Support_SendingInputs */
/** @typedef {{}} Video_Support_SubmitInputs */
/** @typedef {{ policyId: NonNullable<unknown> }} Warranty_Link_Frame_TitleInputs */
/** @typedef {{}} Warranty_Link_TitleInputs */
/** @typedef {{}} Why_Award_TextInputs */
/** @typedef {{}} Why_Award_TitleInputs */
/** @typedef {{}} Why_Contractor_TextInputs */
/** @typedef {{}} Why_Contractor_TitleInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Why_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Why_IntroInputs */
/** @typedef {{}} Why_Local_TextInputs */
/** @typedef {{}} Why_Local_TitleInputs */
/** @typedef {{}} Why_Parts_TextInputs */
/** @typedef {{}} Why_Parts_TitleInputs */
/** @typedef {{}} Why_People_TextInputs */
/** @typedef {{}} Why_People_TitleInputs */
/** @typedef {{}} Why_Savings_TextInputs */
/** @typedef {{}} Why_Savings_TitleInputs */
import * as registry from "../registry.js"


export const about_awards_failed = /** @type {(inputs: About_Awards_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our awards could not be loaded just now. Please try again later.`)
};

export const about_awards_heading = /** @type {(inputs: About_Awards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awards and recognition`)
};

export const about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} protects over 70,000 homeowners in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Meet our leadership, see our awards and get a free quote.`)
};

export const about_figures_heading = /** @type {(inputs: About_Figures_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The company in figures`)
};

export const about_follow_heading = /** @type {(inputs: About_Follow_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow us`)
};

export const about_follow_intro = /** @type {(inputs: About_Follow_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasonal maintenance tips, stories from our contractors and news from the company.`)
};

export const about_intro = /** @type {(inputs: About_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For more than fifteen years we have helped families in the West keep their homes running, one furnace, water heater and refrigerator at a time.`)
};

export const about_leadership_failed = /** @type {(inputs: About_Leadership_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our leadership team could not be loaded just now. Please try again later.`)
};

export const about_leadership_heading = /** @type {(inputs: About_Leadership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our leadership`)
};

export const about_loading = /** @type {(inputs: About_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const about_logo_best_in_region = /** @type {(inputs: About_Logo_Best_In_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best in Region: 2014, 2015, 2016, 2019 and 2020`)
};

export const about_logo_consumer_trust = /** @type {(inputs: About_Logo_Consumer_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consumer Trust Award 2025, Desert States Consumer Council`)
};

export const about_logo_services_alliance = /** @type {(inputs: About_Logo_Services_AllianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accredited member of the Mountain West Home Services Alliance`)
};

export const about_logo_warranty_association = /** @type {(inputs: About_Logo_Warranty_AssociationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member of the Western Home Warranty Association`)
};

export const about_logos_heading = /** @type {(inputs: About_Logos_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awards and associations`)
};

export const about_story_family = /** @type {(inputs: About_Story_FamilyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} is part of a larger family of home-services companies that includes sister home warranty brands. That gives us the purchasing power of a national group with the answers of a local company: our claims, customer care and contractor relations teams all work in-house.`)
};

export const about_story_heading = /** @type {(inputs: About_Story_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are`)
};

export const about_story_what = /** @type {(inputs: About_Story_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} is a residential service contract company headquartered in ${i?.city}. We cover the repair and replacement of the home systems and appliances that fail from normal wear and tear: heating and air conditioning, plumbing, electrical, water heaters and the appliances in your kitchen and laundry room.`)
};

export const about_story_where = /** @type {(inputs: About_Story_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We serve homeowners, home buyers and sellers, and the real estate professionals who guide them in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Our network of licensed local contractors knows the homes and the climate of each market, from Phoenix summers to Boise winters. Nationwide service is coming: we are building our contractor network state by state so that every new market gets the same care.`)
};

export const about_title = /** @type {(inputs: About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Our Company`)
};

export const account_agent_invoices_no_orders = /** @type {(inputs: Account_Agent_Invoices_No_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no orders yet, so there are no invoices. Invoices of the orders you place show here.`)
};

export const account_agent_invoices_none = /** @type {(inputs: Account_Agent_Invoices_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no invoices for your orders yet.`)
};

export const account_amount = /** @type {(inputs: Account_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const account_autopay_agree = /** @type {(inputs: Account_Autopay_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I Agree, Turn It On`)
};

export const account_autopay_agree_lead = /** @type {(inputs: Account_Autopay_Agree_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By turning it on, you agree to:`)
};

export const account_autopay_no_card = /** @type {((inputs: Account_Autopay_No_CardInputs) => LocalizedString) & { parts: (inputs: Account_Autopay_No_CardInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Autopay_No_CardInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`You have no saved card that can pay. Add one under Billing, then turn automatic payment on here.`)
		}),
		{
			parts: /** @type {(inputs: Account_Autopay_No_CardInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "You have no saved card that can pay. Add one under " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Billing" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: ", then turn automatic payment on here." }])
			})
		}
	)
);

export const account_autopay_note = /** @type {(inputs: Account_Autopay_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The card you choose pays the later charges of contract ${i?.policyNumber} as they fall due.`)
};

export const account_autopay_on_title = /** @type {(inputs: Account_Autopay_On_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn On Automatic Payment`)
};

export const account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const account_cancel_failure = /** @type {(inputs: Account_Cancel_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not cancel this contract. Please call us at ${i?.phone} for assistance.`)
};

export const account_cancel_success = /** @type {(inputs: Account_Cancel_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber} has been cancelled.`)
};

export const account_cancelling = /** @type {(inputs: Account_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling…`)
};

export const account_card = /** @type {(inputs: Account_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

export const account_card_add = /** @type {(inputs: Account_Card_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a Card`)
};

export const account_card_added = /** @type {(inputs: Account_Card_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has been saved.`)
};

export const account_card_choice_default = /** @type {(inputs: Account_Card_Choice_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} · Default`)
};

export const account_card_choice_expired = /** @type {(inputs: Account_Card_Choice_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} (expired)`)
};

export const account_card_choice_expired_default = /** @type {(inputs: Account_Card_Choice_Expired_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} (expired) · Default`)
};

export const account_card_default = /** @type {(inputs: Account_Card_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default`)
};

export const account_card_default_for_plan = /** @type {(inputs: Account_Card_Default_For_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a Plan's Card`)
};

export const account_card_delete = /** @type {(inputs: Account_Card_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const account_card_delete_failure = /** @type {(inputs: Account_Card_Delete_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not delete this card. Please call us at ${i?.phone} for assistance.`)
};

export const account_card_delete_label = /** @type {(inputs: Account_Card_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.card}`)
};

export const account_card_delete_question = /** @type {(inputs: Account_Card_Delete_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete your ${i?.card}?
It can no longer be used for payments.`)
};

export const account_card_delete_title = /** @type {(inputs: Account_Card_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Card`)
};

export const account_card_deleted = /** @type {(inputs: Account_Card_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has been deleted.`)
};

export const account_card_deleted_new_default = /** @type {(inputs: Account_Card_Deleted_New_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card has been deleted. ${i?.card} is now your default card.`)
};

export const account_card_expiration_label = /** @type {(inputs: Account_Card_Expiration_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiration (MM/YY)`)
};

export const account_card_expiration_placeholder = /** @type {(inputs: Account_Card_Expiration_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/YY`)
};

export const account_card_expired = /** @type {(inputs: Account_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card has expired.`)
};

export const account_card_expired_badge = /** @type {(inputs: Account_Card_Expired_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const account_card_expires = /** @type {(inputs: Account_Card_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expires ${i?.expires}`)
};

export const account_card_expiry_invalid = /** @type {(inputs: Account_Card_Expiry_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the expiration date as MM/YY.`)
};

export const account_card_label = /** @type {(inputs: Account_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} ending ${i?.lastFour}, expires ${i?.expires}`)
};

export const account_card_made_default = /** @type {(inputs: Account_Card_Made_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} is now your default card.`)
};

export const account_card_make_default = /** @type {(inputs: Account_Card_Make_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make default`)
};

export const account_card_make_default_failure = /** @type {(inputs: Account_Card_Make_Default_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not change your default card. Please try again.`)
};

export const account_card_make_default_label = /** @type {(inputs: Account_Card_Make_Default_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make ${i?.card} your default card`)
};

export const account_card_name = /** @type {(inputs: Account_Card_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} ending ${i?.lastFour}`)
};

export const account_card_no_change = /** @type {(inputs: Account_Card_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No change`)
};

export const account_card_pays = /** @type {(inputs: Account_Card_PaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

export const account_card_pays_none = /** @type {(inputs: Account_Card_Pays_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays no plan yet.`)
};

export const account_card_pays_policy = /** @type {(inputs: Account_Card_Pays_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Policy ${i?.policyNumber}`)
};

export const account_card_save = /** @type {(inputs: Account_Card_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Card`)
};

export const account_card_save_failure = /** @type {(inputs: Account_Card_Save_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not save your card. Please call us at ${i?.phone} for assistance.`)
};

export const account_card_synced = /** @type {(inputs: Account_Card_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your saved cards are up to date.`)
};

export const account_card_update = /** @type {(inputs: Account_Card_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update`)
};

export const account_card_update_title = /** @type {(inputs: Account_Card_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Card`)
};

export const account_card_updated = /** @type {(inputs: Account_Card_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has been updated.`)
};

export const account_card_use_for_plan = /** @type {(inputs: Account_Card_Use_For_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use it for a plan (optional)`)
};

export const account_cards_default_note = /** @type {(inputs: Account_Cards_Default_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your default card is offered first when you pay. Each card lists the plans it pays.`)
};

export const account_cards_load_failure = /** @type {(inputs: Account_Cards_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your saved cards could not be loaded. Please try again.`)
};

export const account_cards_none = /** @type {(inputs: Account_Cards_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no saved cards. Add a card to pay invoices in one step and keep your monthly plan paid.`)
};

export const account_cards_sync = /** @type {(inputs: Account_Cards_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync Cards`)
};

export const account_cards_syncing = /** @type {(inputs: Account_Cards_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syncing…`)
};

export const account_change_password = /** @type {(inputs: Account_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Password`)
};

export const account_close = /** @type {(inputs: Account_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const account_complete_order_completing = /** @type {(inputs: Account_Complete_Order_CompletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completing…`)
};

export const account_complete_order_date_label = /** @type {(inputs: Account_Complete_Order_Date_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing date`)
};

export const account_complete_order_date_required = /** @type {(inputs: Account_Complete_Order_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the closing date.`)
};

export const account_complete_order_text = /** @type {(inputs: Account_Complete_Order_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.planName} for ${i?.address} (contract ${i?.policyNumber}). Coverage starts on the closing date.`)
};

export const account_complete_order_title = /** @type {(inputs: Account_Complete_Order_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete Order`)
};

export const account_contract = /** @type {(inputs: Account_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract`)
};

export const account_contract_class_active = /** @type {(inputs: Account_Contract_Class_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const account_contract_class_closing_soon = /** @type {(inputs: Account_Contract_Class_Closing_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing soon`)
};

export const account_contract_class_upcoming = /** @type {(inputs: Account_Contract_Class_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming`)
};

export const account_contract_coverage = /** @type {(inputs: Account_Contract_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage`)
};

export const account_contract_dates = /** @type {(inputs: Account_Contract_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} – ${i?.end}`)
};

export const account_contract_number = /** @type {(inputs: Account_Contract_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber}`)
};

export const account_contract_price = /** @type {(inputs: Account_Contract_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const account_contract_price_at_closing = /** @type {(inputs: Account_Contract_Price_At_ClosingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (paid at closing)`)
};

export const account_contract_price_monthly = /** @type {(inputs: Account_Contract_Price_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} a month`)
};

export const account_contract_renew = /** @type {(inputs: Account_Contract_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew`)
};

export const account_contract_starts_at_closing = /** @type {(inputs: Account_Contract_Starts_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts at closing`)
};

export const account_contract_starts_at_closing_estimated = /** @type {(inputs: Account_Contract_Starts_At_Closing_EstimatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts at closing (estimated ${i?.date})`)
};

export const account_contract_status_active = /** @type {(inputs: Account_Contract_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const account_contract_status_cancelled = /** @type {(inputs: Account_Contract_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_contract_status_expired = /** @type {(inputs: Account_Contract_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const account_contract_status_pending = /** @type {(inputs: Account_Contract_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

export const account_contract_status_suspended = /** @type {(inputs: Account_Contract_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspended`)
};

export const account_contract_upgrade = /** @type {(inputs: Account_Contract_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade`)
};

export const account_coverage_addons = /** @type {(inputs: Account_Coverage_AddonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add-ons`)
};

export const account_coverage_limits = /** @type {(inputs: Account_Coverage_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits`)
};

export const account_coverage_limits_label = /** @type {(inputs: Account_Coverage_Limits_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limits and exclusions of ${i?.item}`)
};

export const account_coverage_load_failure = /** @type {(inputs: Account_Coverage_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coverage could not be loaded. Please try again.`)
};

export const account_coverage_no_addons = /** @type {(inputs: Account_Coverage_No_AddonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No add-ons on this plan.`)
};

export const account_coverage_plan_limits = /** @type {(inputs: Account_Coverage_Plan_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan Limits and Exclusions`)
};

export const account_default_card_choose_card = /** @type {(inputs: Account_Default_Card_Choose_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a card.`)
};

export const account_default_card_choose_plan = /** @type {(inputs: Account_Default_Card_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a plan.`)
};

export const account_default_card_note = /** @type {(inputs: Account_Default_Card_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan's monthly payments and any past due premium invoices are charged to this card.`)
};

export const account_default_card_success = /** @type {(inputs: Account_Default_Card_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan's card is saved. All past due premium invoices will be processed using this card.`)
};

export const account_default_card_title = /** @type {(inputs: Account_Default_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card for a Plan`)
};

export const account_delete_deleting = /** @type {(inputs: Account_Delete_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting…`)
};

export const account_delete_keep = /** @type {(inputs: Account_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my account`)
};

export const account_delete_kept_item = /** @type {((inputs: Account_Delete_Kept_ItemInputs) => LocalizedString) & { parts: (inputs: Account_Delete_Kept_ItemInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Delete_Kept_ItemInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.what}: ${i?.why}`)
		}),
		{
			parts: /** @type {(inputs: Account_Delete_Kept_ItemInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.what) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ": " }, { type: "text", value: String(i?.why) }])
			})
		}
	)
);

export const account_delete_kept_lead = /** @type {(inputs: Account_Delete_Kept_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep, without your name or contact details:`)
};

export const account_delete_kept_records_what = /** @type {(inputs: Account_Delete_Kept_Records_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contracts, invoices and payments (amounts, dates, plan, covered address)`)
};

export const account_delete_kept_records_why = /** @type {(inputs: Account_Delete_Kept_Records_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service-contract, tax and accounting records must be kept for the years the law requires.`)
};

export const account_delete_kept_requests_what = /** @type {(inputs: Account_Delete_Kept_Requests_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed service requests and their work orders`)
};

export const account_delete_kept_requests_why = /** @type {(inputs: Account_Delete_Kept_Requests_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are part of the contract’s record and of the technician’s accounts, and may be needed to defend a claim.`)
};

export const account_delete_kept_transactions_what = /** @type {(inputs: Account_Delete_Kept_Transactions_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The gateway’s transaction number of each payment`)
};

export const account_delete_kept_transactions_why = /** @type {(inputs: Account_Delete_Kept_Transactions_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It ties the payment to the bank’s records; saved cards themselves are removed from the gateway.`)
};

export const account_delete_password = /** @type {(inputs: Account_Delete_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

export const account_delete_password_hint = /** @type {(inputs: Account_Delete_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asked again to confirm that it is you.`)
};

export const account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, e-mail address, phones, saved cards, notices and the photos you sent will be erased, and you will be signed out everywhere. This cannot be undone.`)
};

export const account_delete_title = /** @type {(inputs: Account_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

export const account_details = /** @type {(inputs: Account_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const account_due = /** @type {(inputs: Account_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due`)
};

export const account_email = /** @type {(inputs: Account_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const account_failed_payment_badge = /** @type {(inputs: Account_Failed_Payment_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

export const account_failed_payment_dates = /** @type {(inputs: Account_Failed_Payment_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due ${i?.due} · charge failed ${i?.failed}`)
};

export const account_failed_payment_description = /** @type {(inputs: Account_Failed_Payment_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed payment`)
};

export const account_failed_payment_heading = /** @type {(inputs: Account_Failed_Payment_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber} · ${i?.amount}`)
};

export const account_failed_payments_text = /** @type {(inputs: Account_Failed_Payments_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`We could not charge your card for this payment. Please pay now with a saved card or a new one.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`We could not charge your card for these payments. Please pay now with a saved card or a new one.`);
	return /** @type {LocalizedString} */ ("account_failed_payments_text");
};

export const account_failed_payments_title = /** @type {(inputs: Account_Failed_Payments_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed Payments`)
};

export const account_flyer_add_photo = /** @type {(inputs: Account_Flyer_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add My Photo`)
};

export const account_flyer_change_photo = /** @type {(inputs: Account_Flyer_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change My Photo`)
};

export const account_flyer_download = /** @type {(inputs: Account_Flyer_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download My Flyer`)
};

export const account_flyer_download_failure = /** @type {(inputs: Account_Flyer_Download_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your flyer could not be downloaded. Please try again.`)
};

export const account_flyer_photo_too_large = /** @type {(inputs: Account_Flyer_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This photo is too large. Choose one of at most ${i?.megabytes} MB.`)
};

export const account_flyer_photo_type = /** @type {(inputs: Account_Flyer_Photo_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a JPEG or PNG photo.`)
};

export const account_flyer_with_photo = /** @type {(inputs: Account_Flyer_With_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`With your photo: ${i?.name}`)
};

export const account_glance_closing = /** @type {(inputs: Account_Glance_ClosingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} order closes within 14 days.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} orders close within 14 days.`);
	return /** @type {LocalizedString} */ ("account_glance_closing");
};

export const account_glance_notices = /** @type {(inputs: Account_Glance_NoticesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have ${i?.count} notice.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You have ${i?.count} notices.`);
	return /** @type {LocalizedString} */ ("account_glance_notices");
};

export const account_glance_owed = /** @type {(inputs: Account_Glance_OwedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} order has an amount due.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} orders have an amount due.`);
	return /** @type {LocalizedString} */ ("account_glance_owed");
};

export const account_glance_past_due = /** @type {(inputs: Account_Glance_Past_DueInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} payment is past due (${i?.amount}).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} payments are past due (${i?.amount}).`);
	return /** @type {LocalizedString} */ ("account_glance_past_due");
};

export const account_glance_pay_now = /** @type {(inputs: Account_Glance_Pay_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay Now`)
};

export const account_glance_read_notices = /** @type {(inputs: Account_Glance_Read_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read Notices`)
};

export const account_glance_see_orders = /** @type {(inputs: Account_Glance_See_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See Orders`)
};

export const account_glance_title = /** @type {(inputs: Account_Glance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs Your Attention`)
};

export const account_invoice = /** @type {(inputs: Account_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice`)
};

export const account_invoice_details_load_failure = /** @type {(inputs: Account_Invoice_Details_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice details could not be loaded. Please try again.`)
};

export const account_invoice_details_title = /** @type {(inputs: Account_Invoice_Details_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice Details`)
};

export const account_invoice_line = /** @type {(inputs: Account_Invoice_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber} · due ${i?.due}`)
};

export const account_invoice_line_paid = /** @type {(inputs: Account_Invoice_Line_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber} · due ${i?.due} · paid ${i?.paid}`)
};

export const account_invoice_no_payments = /** @type {(inputs: Account_Invoice_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment has been made on this invoice yet.`)
};

export const account_invoice_payment = /** @type {(inputs: Account_Invoice_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.date}`)
};

export const account_invoice_payment_refunded = /** @type {(inputs: Account_Invoice_Payment_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payment} · refunded to the card on ${i?.date}`)
};

export const account_invoice_payment_with_card = /** @type {(inputs: Account_Invoice_Payment_With_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.date} with ${i?.card}`)
};

export const account_invoice_state_cancelled = /** @type {(inputs: Account_Invoice_State_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_invoice_state_due = /** @type {(inputs: Account_Invoice_State_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due`)
};

export const account_invoice_state_on = /** @type {(inputs: Account_Invoice_State_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} on ${i?.date}`)
};

export const account_invoice_state_paid = /** @type {(inputs: Account_Invoice_State_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const account_invoice_state_past_due = /** @type {(inputs: Account_Invoice_State_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past due`)
};

export const account_invoices_load_failure = /** @type {(inputs: Account_Invoices_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoices could not be loaded. Please try again.`)
};

export const account_invoices_no_plans = /** @type {(inputs: Account_Invoices_No_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no plans yet, so there are no invoices. Order a plan from New Order.`)
};

export const account_invoices_none = /** @type {(inputs: Account_Invoices_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no invoices yet. Invoices for your plans show here when they are due.`)
};

export const account_ledger_cancelled = /** @type {(inputs: Account_Ledger_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_ledger_charge = /** @type {(inputs: Account_Ledger_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const account_ledger_credit = /** @type {(inputs: Account_Ledger_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit`)
};

export const account_ledger_fee = /** @type {(inputs: Account_Ledger_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee`)
};

export const account_ledger_payment = /** @type {(inputs: Account_Ledger_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const account_ledger_payout = /** @type {(inputs: Account_Ledger_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid to you for a claim`)
};

export const account_ledger_plan_change = /** @type {(inputs: Account_Ledger_Plan_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan change`)
};

export const account_ledger_refund = /** @type {(inputs: Account_Ledger_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded to you`)
};

export const account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const account_loading_cards = /** @type {(inputs: Account_Loading_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your saved cards…`)
};

export const account_menu_billing = /** @type {(inputs: Account_Menu_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

export const account_menu_invoices = /** @type {(inputs: Account_Menu_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices`)
};

export const account_menu_label = /** @type {(inputs: Account_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account menu`)
};

export const account_menu_my_account = /** @type {(inputs: Account_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const account_menu_my_plans = /** @type {(inputs: Account_Menu_My_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Plans`)
};

export const account_menu_new_order = /** @type {(inputs: Account_Menu_New_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Order`)
};

export const account_menu_notices = /** @type {(inputs: Account_Menu_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices`)
};

export const account_menu_orders = /** @type {(inputs: Account_Menu_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

export const account_menu_profile = /** @type {(inputs: Account_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const account_menu_service_requests = /** @type {(inputs: Account_Menu_Service_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Requests`)
};

export const account_merge_email_label = /** @type {(inputs: Account_Merge_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail of the other account`)
};

export const account_merge_email_required = /** @type {(inputs: Account_Merge_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the e-mail address of the other account.`)
};

export const account_merge_failure = /** @type {(inputs: Account_Merge_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not consolidate your accounts. Please call us at ${i?.phone}, option 2.`)
};

export const account_merge_now = /** @type {(inputs: Account_Merge_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merge now`)
};

export const account_merge_offer_text = /** @type {(inputs: Account_Merge_Offer_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`We found another account with your email address. Would you like to consolidate it into this one now? Plans, cards and notices move here.
You will then be logged out to sign in again.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`We found ${i?.count} other accounts with your email address. Would you like to consolidate them into this one now? Plans, cards and notices move here.
You will then be logged out to sign in again.`);
	return /** @type {LocalizedString} */ ("account_merge_offer_text");
};

export const account_merge_password_label = /** @type {(inputs: Account_Merge_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password of the other account`)
};

export const account_merge_password_required = /** @type {(inputs: Account_Merge_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the password of the other account.`)
};

export const account_merge_question = /** @type {(inputs: Account_Merge_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move everything of ${i?.other} into this account (${i?.email})?
You will be logged out and sign in again with ${i?.email}.`)
};

export const account_merge_text = /** @type {(inputs: Account_Merge_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Have another account with us, under another e-mail address? Sign in to it here to bring its plans, cards and notices into this account.`)
};

export const account_merge_title = /** @type {(inputs: Account_Merge_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merge Accounts`)
};

export const account_merging = /** @type {(inputs: Account_MergingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merging…`)
};

export const account_my_data_agreed = /** @type {(inputs: Account_My_Data_AgreedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agreed ${i?.date}`)
};

export const account_my_data_agreed_ended = /** @type {(inputs: Account_My_Data_Agreed_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agreed ${i?.date}, ended ${i?.ended}`)
};

export const account_my_data_archive = /** @type {(inputs: Account_My_Data_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the archive (.tar.gz)`)
};

export const account_my_data_archive_hint = /** @type {(inputs: Account_My_Data_Archive_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The archive holds the same data as files for other programs, with the photos you sent.`)
};

export const account_my_data_autopay = /** @type {(inputs: Account_My_Data_AutopayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Automatic payment of ${i?.policyNumber} with ${i?.card}`)
};

export const account_my_data_autopay_no_card = /** @type {(inputs: Account_My_Data_Autopay_No_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Automatic payment of ${i?.policyNumber}`)
};

export const account_my_data_back = /** @type {(inputs: Account_My_Data_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your profile`)
};

export const account_my_data_cards = /** @type {(inputs: Account_My_Data_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved cards`)
};

export const account_my_data_consents = /** @type {(inputs: Account_My_Data_ConsentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you agreed to`)
};

export const account_my_data_covered = /** @type {(inputs: Account_My_Data_CoveredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Covered ${i?.from} to ${i?.to}`)
};

export const account_my_data_download = /** @type {(inputs: Account_My_Data_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

export const account_my_data_download_failure = /** @type {(inputs: Account_My_Data_Download_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data could not be downloaded. Please try again.`)
};

export const account_my_data_downloaded = /** @type {(inputs: Account_My_Data_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} is downloaded: you will find it with your downloads.`)
};

export const account_my_data_due = /** @type {(inputs: Account_My_Data_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due ${i?.date}`)
};

export const account_my_data_files = /** @type {(inputs: Account_My_Data_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files you sent`)
};

export const account_my_data_invoices = /** @type {(inputs: Account_My_Data_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices`)
};

export const account_my_data_load_failure = /** @type {(inputs: Account_My_Data_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data could not be prepared. Please try again.`)
};

export const account_my_data_member_since = /** @type {(inputs: Account_My_Data_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member since`)
};

export const account_my_data_messages = /** @type {(inputs: Account_My_Data_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messages: ${i?.count}`)
};

export const account_my_data_messages_lead = /** @type {(inputs: Account_My_Data_Messages_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How each kind of message reaches you now. You can change it under How we reach you in your profile.`)
};

export const account_my_data_none = /** @type {(inputs: Account_My_Data_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None.`)
};

export const account_my_data_not_sent = /** @type {(inputs: Account_My_Data_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent to you`)
};

export const account_my_data_opened = /** @type {(inputs: Account_My_Data_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opened ${i?.date}`)
};

export const account_my_data_ordered_for_owner = /** @type {(inputs: Account_My_Data_Ordered_For_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered for the owner`)
};

export const account_my_data_paid_on = /** @type {(inputs: Account_My_Data_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.date}`)
};

export const account_my_data_paid_with = /** @type {(inputs: Account_My_Data_Paid_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.date} with ${i?.card}`)
};

export const account_my_data_payments = /** @type {(inputs: Account_My_Data_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

export const account_my_data_plans = /** @type {(inputs: Account_My_Data_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

export const account_my_data_preparing = /** @type {(inputs: Account_My_Data_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing…`)
};

export const account_my_data_print = /** @type {(inputs: Account_My_Data_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print or save as PDF`)
};

export const account_my_data_profile = /** @type {(inputs: Account_My_Data_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const account_my_data_read = /** @type {(inputs: Account_My_Data_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read it here`)
};

export const account_my_data_ready_text = /** @type {(inputs: Account_My_Data_Ready_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prepared ${i?.date}. It holds:`)
};

export const account_my_data_ready_title = /** @type {(inputs: Account_My_Data_Ready_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data is ready`)
};

export const account_my_data_refunded = /** @type {(inputs: Account_My_Data_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded ${i?.date}`)
};

export const account_my_data_requests = /** @type {(inputs: Account_My_Data_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service requests`)
};

export const account_my_data_sent = /** @type {(inputs: Account_My_Data_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent ${i?.date}`)
};

export const account_my_data_service_agreement = /** @type {(inputs: Account_My_Data_Service_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contractor service agreement`)
};

export const account_my_data_sms_off = /** @type {(inputs: Account_My_Data_Sms_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text message updates: off`)
};

export const account_my_data_sms_on = /** @type {(inputs: Account_My_Data_Sms_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text message updates: on`)
};

export const account_my_data_summary_lead = /** @type {(inputs: Account_My_Data_Summary_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Everything we hold about you, prepared ${i?.date}.`)
};

export const account_my_data_text = /** @type {(inputs: Account_My_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download a copy of what we hold about you: your profile, plans, invoices, payments, service requests and the photos you sent, in one archive. Or delete your account.`)
};

export const account_my_data_title = /** @type {(inputs: Account_My_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Data`)
};

export const account_name = /** @type {(inputs: Account_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const account_new_card = /** @type {(inputs: Account_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new card`)
};

export const account_no = /** @type {(inputs: Account_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const account_not_now = /** @type {(inputs: Account_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

export const account_notice_dismiss = /** @type {(inputs: Account_Notice_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const account_notice_dismiss_label = /** @type {(inputs: Account_Notice_Dismiss_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dismiss ${i?.title}`)
};

export const account_notice_important = /** @type {(inputs: Account_Notice_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Important`)
};

export const account_notices_dismiss_all = /** @type {(inputs: Account_Notices_Dismiss_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss All`)
};

export const account_notices_dismiss_all_question = /** @type {(inputs: Account_Notices_Dismiss_All_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dismiss all ${i?.count} notices?
They will no longer show in your account.`)
};

export const account_notices_dismiss_all_title = /** @type {(inputs: Account_Notices_Dismiss_All_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss All Notices`)
};

export const account_notices_dismiss_failure = /** @type {(inputs: Account_Notices_Dismiss_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The notice could not be dismissed. Please try again.`)
};

export const account_notices_load_failure = /** @type {(inputs: Account_Notices_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notices could not be loaded. Please try again.`)
};

export const account_notices_none = /** @type {(inputs: Account_Notices_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no notices. We post news about your plans, payments and service requests here.`)
};

export const account_offline = /** @type {(inputs: Account_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. This needs a connection.`)
};

export const account_order_amount_due = /** @type {(inputs: Account_Order_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount due`)
};

export const account_order_buyer = /** @type {(inputs: Account_Order_BuyerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buyer: ${i?.name}`)
};

export const account_order_cancel = /** @type {(inputs: Account_Order_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Order`)
};

export const account_order_cancel_question = /** @type {(inputs: Account_Order_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel the ${i?.planName} order (contract ${i?.policyNumber}) for ${i?.address}?
This cannot be undone here.`)
};

export const account_order_change_closing_date = /** @type {(inputs: Account_Order_Change_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Closing Date`)
};

export const account_order_closing_change_failure = /** @type {(inputs: Account_Order_Closing_Change_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The closing date could not be changed. Please try again.`)
};

export const account_order_closing_changed = /** @type {(inputs: Account_Order_Closing_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The closing date is now ${i?.date}.`)
};

export const account_order_closing_changed_resent = /** @type {(inputs: Account_Order_Closing_Changed_ResentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The closing date is now ${i?.date}. The invoice was e-mailed to the escrow officer again.`)
};

export const account_order_closing_in_days = /** @type {(inputs: Account_Order_Closing_In_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} (in ${i?.days} days)`)
};

export const account_order_closing_today = /** @type {(inputs: Account_Order_Closing_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} (today)`)
};

export const account_order_closing_tomorrow = /** @type {(inputs: Account_Order_Closing_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} (tomorrow)`)
};

export const account_order_complete_at_closing = /** @type {(inputs: Account_Order_Complete_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete at Closing`)
};

export const account_order_complete_failure = /** @type {(inputs: Account_Order_Complete_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not complete this order. Please call us at ${i?.phone} for assistance.`)
};

export const account_order_convert = /** @type {(inputs: Account_Order_ConvertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convert to Full Coverage`)
};

export const account_order_escrow_invoice = /** @type {(inputs: Account_Order_Escrow_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow invoice`)
};

export const account_order_estimated_closing = /** @type {(inputs: Account_Order_Estimated_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated closing`)
};

export const account_order_invoice_by = /** @type {(inputs: Account_Order_Invoice_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} by ${i?.officer} (${i?.company})`)
};

export const account_order_invoice_by_on = /** @type {(inputs: Account_Order_Invoice_By_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} by ${i?.officer} (${i?.company}) on ${i?.date}`)
};

export const account_order_invoice_cancelled = /** @type {(inputs: Account_Order_Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice cancelled`)
};

export const account_order_invoice_not_sent = /** @type {(inputs: Account_Order_Invoice_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice not sent: no escrow officer named`)
};

export const account_order_invoice_on = /** @type {(inputs: Account_Order_Invoice_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} on ${i?.date}`)
};

export const account_order_invoice_paid = /** @type {(inputs: Account_Order_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice paid`)
};

export const account_order_invoice_sent = /** @type {(inputs: Account_Order_Invoice_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice sent`)
};

export const account_order_invoice_to = /** @type {(inputs: Account_Order_Invoice_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} to ${i?.officer} (${i?.company})`)
};

export const account_order_invoice_to_on = /** @type {(inputs: Account_Order_Invoice_To_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} to ${i?.officer} (${i?.company}) on ${i?.date}`)
};

export const account_order_invoice_viewed = /** @type {(inputs: Account_Order_Invoice_ViewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice viewed`)
};

export const account_order_new_closing_date = /** @type {(inputs: Account_Order_New_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New closing date`)
};

export const account_order_nothing_due = /** @type {(inputs: Account_Order_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing due`)
};

export const account_order_payment_summary = /** @type {((inputs: Account_Order_Payment_SummaryInputs) => LocalizedString) & { parts: (inputs: Account_Order_Payment_SummaryInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Order_Payment_SummaryInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.planName} for ${i?.address} (contract ${i?.policyNumber}): ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Account_Order_Payment_SummaryInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: String(i?.planName) }, { type: "text", value: " for " }, { type: "text", value: String(i?.address) }, { type: "text", value: " (contract " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: "): " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const account_order_payment_title = /** @type {(inputs: Account_Order_Payment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agent Order Payment`)
};

export const account_order_plan_line = /** @type {(inputs: Account_Order_Plan_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.planName} · contract ${i?.policyNumber}`)
};

export const account_order_plan_line_listing = /** @type {(inputs: Account_Order_Plan_Line_ListingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.planName} (listing coverage) · contract ${i?.policyNumber}`)
};

export const account_order_seller = /** @type {(inputs: Account_Order_SellerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seller: ${i?.name}`)
};

export const account_orders_load_failure = /** @type {(inputs: Account_Orders_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your orders could not be loaded. Please try again.`)
};

export const account_orders_none = /** @type {((inputs: Account_Orders_NoneInputs) => LocalizedString) & { parts: (inputs: Account_Orders_NoneInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Orders_NoneInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`You have no orders yet. Place an order for your buyer or seller and it shows here until closing.`)
		}),
		{
			parts: /** @type {(inputs: Account_Orders_NoneInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "You have no orders yet. " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Place an order" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: " for your buyer or seller and it shows here until closing." }])
			})
		}
	)
);

export const account_owner_confirm_label = /** @type {(inputs: Account_Owner_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm this order`)
};

export const account_owner_confirm_no = /** @type {(inputs: Account_Owner_Confirm_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not my order`)
};

export const account_owner_confirm_text = /** @type {(inputs: Account_Owner_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone ordered this plan for your home with your e-mail address while not signed in. It starts to cover you once you confirm it is yours.`)
};

export const account_owner_confirm_yes = /** @type {(inputs: Account_Owner_Confirm_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, it is mine`)
};

export const account_pay_amount = /** @type {(inputs: Account_Pay_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount}`)
};

export const account_pay_in_full = /** @type {(inputs: Account_Pay_In_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay in full`)
};

export const account_pay_in_full_note = /** @type {(inputs: Account_Pay_In_Full_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no monthly payments after this. Paying early has no discount.`)
};

export const account_pay_in_full_summary = /** @type {((inputs: Account_Pay_In_Full_SummaryInputs) => LocalizedString) & { parts: (inputs: Account_Pay_In_Full_SummaryInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Pay_In_Full_SummaryInputs) => LocalizedString} */ ((i) => {
			const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber}: the ${i?.count} monthly payment left in this term, at the current price, ${i?.amount} in all.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber}: the ${i?.count} monthly payments left in this term, at the current price, ${i?.amount} in all.`);
	return /** @type {LocalizedString} */ ("account_pay_in_full_summary");
		}),
		{
			parts: /** @type {(inputs: Account_Pay_In_Full_SummaryInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Contract " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": the " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.count) }, { type: "text", value: " monthly payment" }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " left in this term, at the current price, " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " in all." }]);
	if (countPlural === "other") return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Contract " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": the " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.count) }, { type: "text", value: " monthly payments" }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " left in this term, at the current price, " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " in all." }]);
	return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "account_pay_in_full_summary" }]);
			})
		}
	)
);

export const account_pay_in_full_title = /** @type {(inputs: Account_Pay_In_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay the Rest of the Term`)
};

export const account_pay_in_full_working = /** @type {(inputs: Account_Pay_In_Full_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Working it out…`)
};

export const account_pay_invoice_summary = /** @type {((inputs: Account_Pay_Invoice_SummaryInputs) => LocalizedString) & { parts: (inputs: Account_Pay_Invoice_SummaryInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Pay_Invoice_SummaryInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.description} for contract ${i?.policyNumber}: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Account_Pay_Invoice_SummaryInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: String(i?.description) }, { type: "text", value: " for contract " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const account_pay_invoice_title = /** @type {(inputs: Account_Pay_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay Invoice`)
};

export const account_pay_with = /** @type {(inputs: Account_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with`)
};

export const account_paying = /** @type {(inputs: Account_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying…`)
};

export const account_payment_connection_lost = /** @type {(inputs: Account_Payment_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The connection was lost before the payment was confirmed. Please try again when you are online: the same payment is never charged twice.`)
};

export const account_payment_declined = /** @type {(inputs: Account_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined, so nothing was charged. Please use another card or call your bank.`)
};

export const account_payment_failure = /** @type {(inputs: Account_Payment_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not process your payment. Please check your billing information and try again. Please call us at ${i?.phone}, option 2.`)
};

export const account_payment_failure_title = /** @type {(inputs: Account_Payment_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Failed`)
};

export const account_payment_methods_title = /** @type {(inputs: Account_Payment_Methods_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Methods`)
};

export const account_payment_needs_card = /** @type {(inputs: Account_Payment_Needs_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a saved card or enter a new card.`)
};

export const account_payments = /** @type {(inputs: Account_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

export const account_phone = /** @type {(inputs: Account_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const account_phone_fax = /** @type {(inputs: Account_Phone_FaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fax`)
};

export const account_phone_home = /** @type {(inputs: Account_Phone_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const account_phone_line = /** @type {((inputs: Account_Phone_LineInputs) => LocalizedString) & { parts: (inputs: Account_Phone_LineInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Phone_LineInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.number} (${i?.type})`)
		}),
		{
			parts: /** @type {(inputs: Account_Phone_LineInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.number) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: " (" }, { type: "text", value: String(i?.type) }, { type: "text", value: ")" }])
			})
		}
	)
);

export const account_phone_line_primary = /** @type {((inputs: Account_Phone_Line_PrimaryInputs) => LocalizedString) & { parts: (inputs: Account_Phone_Line_PrimaryInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Phone_Line_PrimaryInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.number} (${i?.type}, primary)`)
		}),
		{
			parts: /** @type {(inputs: Account_Phone_Line_PrimaryInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.number) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: " (" }, { type: "text", value: String(i?.type) }, { type: "text", value: ", primary)" }])
			})
		}
	)
);

export const account_phone_mobile = /** @type {(inputs: Account_Phone_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

export const account_phone_other = /** @type {(inputs: Account_Phone_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

export const account_phone_work = /** @type {(inputs: Account_Phone_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work`)
};

export const account_phones = /** @type {(inputs: Account_PhonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phones`)
};

export const account_plan = /** @type {(inputs: Account_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const account_plan_agreed_on = /** @type {(inputs: Account_Plan_Agreed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You agreed on ${i?.date}.`)
};

export const account_plan_at_renewal = /** @type {(inputs: Account_Plan_At_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At renewal`)
};

export const account_plan_auto_renew = /** @type {(inputs: Account_Plan_Auto_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renews automatically`)
};

export const account_plan_automatic_off = /** @type {(inputs: Account_Plan_Automatic_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Automatic payment is off for contract ${i?.policyNumber}.`)
};

export const account_plan_automatic_on = /** @type {(inputs: Account_Plan_Automatic_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Automatic payment is on for contract ${i?.policyNumber}.`)
};

export const account_plan_autopay = /** @type {(inputs: Account_Plan_AutopayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic payment`)
};

export const account_plan_autopay_as_agreed = /** @type {(inputs: Account_Plan_Autopay_As_AgreedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card pays this plan’s later charges as you agreed:`)
};

export const account_plan_autopay_as_due = /** @type {(inputs: Account_Plan_Autopay_As_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card pays this plan’s later charges as they fall due.`)
};

export const account_plan_autopay_keep_on = /** @type {(inputs: Account_Plan_Autopay_Keep_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep It On`)
};

export const account_plan_autopay_off = /** @type {(inputs: Account_Plan_Autopay_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

export const account_plan_autopay_off_question = /** @type {(inputs: Account_Plan_Autopay_Off_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No card will be charged for contract ${i?.policyNumber} by itself any more.
Later payments will be invoiced, and you pay each one from your account.`)
};

export const account_plan_autopay_off_title = /** @type {(inputs: Account_Plan_Autopay_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn Off Automatic Payment`)
};

export const account_plan_autopay_on_other_card = /** @type {(inputs: Account_Plan_Autopay_On_Other_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On, with a card that is not yours`)
};

export const account_plan_autopay_on_with = /** @type {(inputs: Account_Plan_Autopay_On_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On with ${i?.card}`)
};

export const account_plan_autopay_turn_off = /** @type {(inputs: Account_Plan_Autopay_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn Off`)
};

export const account_plan_balance = /** @type {(inputs: Account_Plan_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

export const account_plan_balance_credit = /** @type {(inputs: Account_Plan_Balance_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} in your favor`)
};

export const account_plan_balance_nothing = /** @type {(inputs: Account_Plan_Balance_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing owed`)
};

export const account_plan_balance_owed = /** @type {(inputs: Account_Plan_Balance_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} owed`)
};

export const account_plan_cancel = /** @type {(inputs: Account_Plan_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Plan`)
};

export const account_plan_cancel_question = /** @type {(inputs: Account_Plan_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel your ${i?.planName} plan (contract ${i?.policyNumber}) for ${i?.address}?
Coverage ends and this cannot be undone here.`)
};

export const account_plan_change_failure = /** @type {(inputs: Account_Plan_Change_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not change this plan. Please call us at ${i?.phone} for assistance.`)
};

export const account_plan_changes_to = /** @type {(inputs: Account_Plan_Changes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changes to ${i?.planName}`)
};

export const account_plan_charge_cancelled = /** @type {(inputs: Account_Plan_Charge_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_plan_charge_owed = /** @type {(inputs: Account_Plan_Charge_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed`)
};

export const account_plan_charge_owed_amount = /** @type {(inputs: Account_Plan_Charge_Owed_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Owed ${i?.amount}`)
};

export const account_plan_charge_paid = /** @type {(inputs: Account_Plan_Charge_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const account_plan_details_load_failure = /** @type {(inputs: Account_Plan_Details_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan details could not be loaded. Please try again.`)
};

export const account_plan_details_loading = /** @type {(inputs: Account_Plan_Details_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the plan details…`)
};

export const account_plan_ends = /** @type {(inputs: Account_Plan_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It ends with its term unless you renew it.`)
};

export const account_plan_ends_on = /** @type {(inputs: Account_Plan_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coverage ends on ${i?.date} unless you renew it.`)
};

export const account_plan_hide_details = /** @type {(inputs: Account_Plan_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide details`)
};

export const account_plan_invoiced_instead = /** @type {(inputs: Account_Plan_Invoiced_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later payments will be invoiced, and you pay each one from your account.`)
};

export const account_plan_money_load_failure = /** @type {(inputs: Account_Plan_Money_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan’s payments could not be loaded. Please try again.`)
};

export const account_plan_money_loading = /** @type {(inputs: Account_Plan_Money_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the plan’s payments…`)
};

export const account_plan_nothing_paid = /** @type {(inputs: Account_Plan_Nothing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing paid yet`)
};

export const account_plan_owner = /** @type {(inputs: Account_Plan_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner`)
};

export const account_plan_paid_in_full = /** @type {(inputs: Account_Plan_Paid_In_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber} is paid for the rest of its term: there are no more monthly payments.`)
};

export const account_plan_paid_through = /** @type {(inputs: Account_Plan_Paid_ThroughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid through`)
};

export const account_plan_quote_failure = /** @type {(inputs: Account_Plan_Quote_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not work out what is left to pay. Please call us at ${i?.phone} for assistance.`)
};

export const account_plan_renews = /** @type {(inputs: Account_Plan_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It renews by itself.`)
};

export const account_plan_renews_on = /** @type {(inputs: Account_Plan_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It renews by itself when its term ends on ${i?.date}.`)
};

export const account_plan_setting = /** @type {((inputs: Account_Plan_SettingInputs) => LocalizedString) & { parts: (inputs: Account_Plan_SettingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Plan_SettingInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
		}),
		{
			parts: /** @type {(inputs: Account_Plan_SettingInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "term", options: {}, attributes: {} }, { type: "text", value: String(i?.label) }, { type: "text", value: ":" }, { type: "markup-end", name: "term", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "markup-start", name: "figure", options: {}, attributes: {} }, { type: "text", value: String(i?.value) }, { type: "markup-end", name: "figure", options: {}, attributes: {} }])
			})
		}
	)
);

export const account_plan_statement = /** @type {(inputs: Account_Plan_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments and charges`)
};

export const account_plan_statement_empty = /** @type {(inputs: Account_Plan_Statement_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payments or charges yet.`)
};

export const account_plan_statement_label = /** @type {(inputs: Account_Plan_Statement_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments and charges, newest first`)
};

export const account_plan_term = /** @type {(inputs: Account_Plan_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Term`)
};

export const account_plan_term_years = /** @type {(inputs: Account_Plan_Term_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} year`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} years`);
	return /** @type {LocalizedString} */ ("account_plan_term_years");
};

export const account_plans_details_coverage = /** @type {(inputs: Account_Plans_Details_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details & coverage`)
};

export const account_plans_load_failure = /** @type {(inputs: Account_Plans_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plans could not be loaded. Please try again.`)
};

export const account_plans_none = /** @type {((inputs: Account_Plans_NoneInputs) => LocalizedString) & { parts: (inputs: Account_Plans_NoneInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Plans_NoneInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`You have no plans yet. Order a plan to protect your home's systems and appliances.`)
		}),
		{
			parts: /** @type {(inputs: Account_Plans_NoneInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "You have no plans yet. " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Order a plan" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: " to protect your home's systems and appliances." }])
			})
		}
	)
);

export const account_profile_add_phone = /** @type {(inputs: Account_Profile_Add_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a Phone`)
};

export const account_profile_edit = /** @type {(inputs: Account_Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

export const account_profile_email_note = /** @type {(inputs: Account_Profile_Email_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your e-mail address, ${i?.email}, is your user name and stays as it is.`)
};

export const account_profile_failure = /** @type {(inputs: Account_Profile_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not save your profile. Please call us at ${i?.phone} for assistance.`)
};

export const account_profile_first_name = /** @type {(inputs: Account_Profile_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

export const account_profile_first_name_required = /** @type {(inputs: Account_Profile_First_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your first name.`)
};

export const account_profile_language = /** @type {(inputs: Account_Profile_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const account_profile_language_hint = /** @type {(inputs: Account_Profile_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language of this site, our e-mails and our text messages to you.`)
};

export const account_profile_last_name = /** @type {(inputs: Account_Profile_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

export const account_profile_last_name_required = /** @type {(inputs: Account_Profile_Last_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your last name.`)
};

export const account_profile_no_phones = /** @type {(inputs: Account_Profile_No_PhonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None on file. Add one with Edit Profile.`)
};

export const account_profile_phone_incomplete = /** @type {(inputs: Account_Profile_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a 10-digit phone number.`)
};

export const account_profile_phone_line = /** @type {(inputs: Account_Profile_Phone_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} (${i?.type})`)
};

export const account_profile_phone_line_primary = /** @type {(inputs: Account_Profile_Phone_Line_PrimaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} (${i?.type}, primary)`)
};

export const account_profile_phone_n = /** @type {(inputs: Account_Profile_Phone_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phone ${i?.n}`)
};

export const account_profile_phone_type = /** @type {(inputs: Account_Profile_Phone_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const account_profile_primary = /** @type {(inputs: Account_Profile_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primary`)
};

export const account_profile_remove_phone = /** @type {(inputs: Account_Profile_Remove_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove phone ${i?.n}`)
};

export const account_profile_saved = /** @type {(inputs: Account_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile has been saved.`)
};

export const account_profile_sms_phone_required = /** @type {(inputs: Account_Profile_Sms_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the mobile number to send text messages to.`)
};

export const account_profile_too_many_phones = /** @type {(inputs: Account_Profile_Too_Many_PhonesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A profile keeps at most ${i?.count} phone numbers.`)
};

export const account_property = /** @type {(inputs: Account_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property`)
};

export const account_remove = /** @type {(inputs: Account_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const account_saving = /** @type {(inputs: Account_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

export const account_sms_offer = /** @type {(inputs: Account_Sms_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get updates about your service requests by text message.`)
};

export const account_sms_on = /** @type {(inputs: Account_Sms_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You get updates about your service requests by text message.`)
};

export const account_sms_phone_label = /** @type {(inputs: Account_Sms_Phone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile number`)
};

export const account_sms_phone_problem = /** @type {(inputs: Account_Sms_Phone_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the mobile number to text as ###-###-####.`)
};

export const account_sms_sign_up = /** @type {(inputs: Account_Sms_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text Me Updates`)
};

export const account_sms_signing_up = /** @type {(inputs: Account_Sms_Signing_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing up…`)
};

export const account_sms_title = /** @type {(inputs: Account_Sms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text Message Updates`)
};

export const account_sr_add_note = /** @type {(inputs: Account_Sr_Add_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Note`)
};

export const account_sr_add_note_label = /** @type {(inputs: Account_Sr_Add_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a note`)
};

export const account_sr_adding_note = /** @type {(inputs: Account_Sr_Adding_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding…`)
};

export const account_sr_book_this_time = /** @type {(inputs: Account_Sr_Book_This_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book this time`)
};

export const account_sr_book_visit = /** @type {(inputs: Account_Sr_Book_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a visit time`)
};

export const account_sr_booked_now = /** @type {(inputs: Account_Sr_Booked_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked now: ${i?.day}, ${i?.time}`)
};

export const account_sr_booking = /** @type {(inputs: Account_Sr_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking…`)
};

export const account_sr_cancel_failure = /** @type {(inputs: Account_Sr_Cancel_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not cancel this service request. Please call us at ${i?.phone} for assistance.`)
};

export const account_sr_cancel_question = /** @type {(inputs: Account_Sr_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel service request ${i?.number} (${i?.item})? This cannot be undone here.`)
};

export const account_sr_cancel_reason = /** @type {(inputs: Account_Sr_Cancel_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for cancelling`)
};

export const account_sr_cancel_request = /** @type {(inputs: Account_Sr_Cancel_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel request`)
};

export const account_sr_cancel_title = /** @type {(inputs: Account_Sr_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Service Request`)
};

export const account_sr_cancel_visit = /** @type {(inputs: Account_Sr_Cancel_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel visit`)
};

export const account_sr_cancelled = /** @type {(inputs: Account_Sr_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Service request ${i?.number} has been cancelled.`)
};

export const account_sr_cash_accept = /** @type {(inputs: Account_Sr_Cash_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept the cash`)
};

export const account_sr_cash_accept_consequence = /** @type {(inputs: Account_Sr_Cash_Accept_ConsequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This claim will be closed and any booked visit cancelled, and we will let the contractor know. This cannot be undone.`)
};

export const account_sr_cash_accept_label = /** @type {(inputs: Account_Sr_Cash_Accept_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accept ${i?.amount}`)
};

export const account_sr_cash_accept_payment = /** @type {(inputs: Account_Sr_Cash_Accept_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will mail a check for ${i?.amount} to ${i?.mailTo} within ${i?.days} business days.`)
};

export const account_sr_cash_accept_question = /** @type {(inputs: Account_Sr_Cash_Accept_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accept ${i?.amount} instead of the repair?`)
};

export const account_sr_cash_accepted = /** @type {(inputs: Account_Sr_Cash_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You accepted the cash offer.`)
};

export const account_sr_cash_accepted_title = /** @type {(inputs: Account_Sr_Cash_Accepted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash offer accepted`)
};

export const account_sr_cash_answer_failure = /** @type {(inputs: Account_Sr_Cash_Answer_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answer could not be sent. Please try again.`)
};

export const account_sr_cash_decline = /** @type {(inputs: Account_Sr_Cash_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

export const account_sr_cash_declined = /** @type {(inputs: Account_Sr_Cash_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You declined the cash offer.`)
};

export const account_sr_cash_how = /** @type {(inputs: Account_Sr_Cash_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How`)
};

export const account_sr_cash_label = /** @type {(inputs: Account_Sr_Cash_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash instead of the repair`)
};

export const account_sr_cash_mailed_to = /** @type {(inputs: Account_Sr_Cash_Mailed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailed to`)
};

export const account_sr_cash_method = /** @type {(inputs: Account_Sr_Cash_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check by mail`)
};

export const account_sr_cash_offer = /** @type {(inputs: Account_Sr_Cash_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cash instead of the repair: ${i?.amount}`)
};

export const account_sr_cash_offer_accepted = /** @type {(inputs: Account_Sr_Cash_Offer_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You accepted this offer.`)
};

export const account_sr_cash_offer_declined = /** @type {(inputs: Account_Sr_Cash_Offer_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You declined this offer.`)
};

export const account_sr_cash_paid_by = /** @type {(inputs: Account_Sr_Cash_Paid_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid by`)
};

export const account_sr_cash_settled_after = /** @type {((inputs: Account_Sr_Cash_Settled_AfterInputs) => LocalizedString) & { parts: (inputs: Account_Sr_Cash_Settled_AfterInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Sr_Cash_Settled_AfterInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`This claim is closed: any visit is cancelled and the contractor has been told. If the check has not arrived by then, please call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Account_Sr_Cash_Settled_AfterInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "This claim is closed: any visit is cancelled and the contractor has been told. If the check has not arrived by then, please call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const account_sr_cash_within = /** @type {(inputs: Account_Sr_Cash_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.days} business days of your acceptance.`)
};

export const account_sr_change_visit = /** @type {(inputs: Account_Sr_Change_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change visit time`)
};

export const account_sr_change_visit_title = /** @type {(inputs: Account_Sr_Change_Visit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the visit time`)
};

export const account_sr_contractor = /** @type {(inputs: Account_Sr_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contractor`)
};

export const account_sr_covered = /** @type {(inputs: Account_Sr_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covered`)
};

export const account_sr_decision = /** @type {(inputs: Account_Sr_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision`)
};

export const account_sr_decision_approved = /** @type {(inputs: Account_Sr_Decision_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

export const account_sr_decision_awaiting_approval = /** @type {(inputs: Account_Sr_Decision_Awaiting_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting approval`)
};

export const account_sr_decision_denied = /** @type {(inputs: Account_Sr_Decision_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denied`)
};

export const account_sr_decision_heading = /** @type {((inputs: Account_Sr_Decision_HeadingInputs) => LocalizedString) & { parts: (inputs: Account_Sr_Decision_HeadingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Sr_Decision_HeadingInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Decision: ${i?.status}`)
		}),
		{
			parts: /** @type {(inputs: Account_Sr_Decision_HeadingInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Decision: " }, { type: "markup-start", name: "status", options: {}, attributes: {} }, { type: "text", value: String(i?.status) }, { type: "markup-end", name: "status", options: {}, attributes: {} }])
			})
		}
	)
);

export const account_sr_diagnosis = /** @type {(inputs: Account_Sr_DiagnosisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The diagnosis`)
};

export const account_sr_event_arrived = /** @type {(inputs: Account_Sr_Event_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technician arrived`)
};

export const account_sr_event_cash_declined = /** @type {(inputs: Account_Sr_Event_Cash_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash offer declined`)
};

export const account_sr_event_cash_offered = /** @type {(inputs: Account_Sr_Event_Cash_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash offered instead of the repair`)
};

export const account_sr_event_on_my_way = /** @type {(inputs: Account_Sr_Event_On_My_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technician on the way`)
};

export const account_sr_event_scheduled = /** @type {(inputs: Account_Sr_Event_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

export const account_sr_event_submitted = /** @type {(inputs: Account_Sr_Event_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

export const account_sr_fee = /** @type {(inputs: Account_Sr_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service call fee`)
};

export const account_sr_fee_paid = /** @type {(inputs: Account_Sr_Fee_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee}, paid`)
};

export const account_sr_finding_times = /** @type {(inputs: Account_Sr_Finding_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding open times…`)
};

export const account_sr_hide_notes = /** @type {(inputs: Account_Sr_Hide_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide notes`)
};

export const account_sr_history_title = /** @type {(inputs: Account_Sr_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Request History`)
};

export const account_sr_load_failure = /** @type {(inputs: Account_Sr_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your service requests could not be loaded. Please try again.`)
};

export const account_sr_loading_notes = /** @type {(inputs: Account_Sr_Loading_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading notes…`)
};

export const account_sr_no_notes = /** @type {(inputs: Account_Sr_No_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notes yet.`)
};

export const account_sr_no_times = /** @type {(inputs: Account_Sr_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open times in the next two weeks. The contractor will call you.`)
};

export const account_sr_none = /** @type {((inputs: Account_Sr_NoneInputs) => LocalizedString) & { parts: (inputs: Account_Sr_NoneInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Sr_NoneInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`You have no service requests. Something broken? Request a repair.`)
		}),
		{
			parts: /** @type {(inputs: Account_Sr_NoneInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "You have no service requests. Something broken? " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Request a repair" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const account_sr_none_no_plan = /** @type {(inputs: Account_Sr_None_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no service requests. Once you have a plan, you can request a repair here.`)
};

export const account_sr_not_covered = /** @type {(inputs: Account_Sr_Not_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not covered`)
};

export const account_sr_not_yet = /** @type {(inputs: Account_Sr_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

export const account_sr_note_added = /** @type {(inputs: Account_Sr_Note_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your note has been added.`)
};

export const account_sr_note_failure = /** @type {(inputs: Account_Sr_Note_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not add your note. Please call us at ${i?.phone} for assistance.`)
};

export const account_sr_note_required = /** @type {(inputs: Account_Sr_Note_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a note.`)
};

export const account_sr_notes_load_failure = /** @type {(inputs: Account_Sr_Notes_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The notes could not be loaded. Please try again.`)
};

export const account_sr_reason_required = /** @type {(inputs: Account_Sr_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please tell us why you are cancelling.`)
};

export const account_sr_request_line = /** @type {(inputs: Account_Sr_Request_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request ${i?.number} · opened ${i?.opened}`)
};

export const account_sr_request_line_closed = /** @type {(inputs: Account_Sr_Request_Line_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.line} · closed ${i?.closed}`)
};

export const account_sr_request_line_contract = /** @type {(inputs: Account_Sr_Request_Line_ContractInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request ${i?.number} · contract ${i?.policyNumber} · opened ${i?.opened}`)
};

export const account_sr_request_update = /** @type {(inputs: Account_Sr_Request_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a status update`)
};

export const account_sr_requesting = /** @type {(inputs: Account_Sr_RequestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requesting…`)
};

export const account_sr_settled_with_cash = /** @type {(inputs: Account_Sr_Settled_With_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settled with cash`)
};

export const account_sr_show_notes = /** @type {(inputs: Account_Sr_Show_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show notes`)
};

export const account_sr_stage_waiting_on_parts = /** @type {(inputs: Account_Sr_Stage_Waiting_On_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting on parts`)
};

export const account_sr_status_approved = /** @type {(inputs: Account_Sr_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

export const account_sr_status_cancelled = /** @type {(inputs: Account_Sr_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_sr_status_complete = /** @type {(inputs: Account_Sr_Status_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete`)
};

export const account_sr_status_complete_billing = /** @type {(inputs: Account_Sr_Status_Complete_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete, billing`)
};

export const account_sr_status_complete_invoiced = /** @type {(inputs: Account_Sr_Status_Complete_InvoicedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete, invoiced`)
};

export const account_sr_status_complete_pending_payment = /** @type {(inputs: Account_Sr_Status_Complete_Pending_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete, pending payment`)
};

export const account_sr_status_denied = /** @type {(inputs: Account_Sr_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denied`)
};

export const account_sr_status_open = /** @type {(inputs: Account_Sr_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const account_sr_status_pending_approval = /** @type {(inputs: Account_Sr_Status_Pending_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending approval`)
};

export const account_sr_status_sent_to_contractor = /** @type {(inputs: Account_Sr_Status_Sent_To_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent to contractor`)
};

export const account_sr_status_update_failure = /** @type {(inputs: Account_Sr_Status_Update_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not ask for an update. Please call us at ${i?.phone} for assistance.`)
};

export const account_sr_status_update_sent = /** @type {(inputs: Account_Sr_Status_Update_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We asked for an update on your service request. You will hear from us soon.`)
};

export const account_sr_status_update_title = /** @type {(inputs: Account_Sr_Status_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update requested`)
};

export const account_sr_status_work_complete = /** @type {(inputs: Account_Sr_Status_Work_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work complete`)
};

export const account_sr_timeline_label = /** @type {(inputs: Account_Sr_Timeline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Timeline of request ${i?.number}`)
};

export const account_sr_visit = /** @type {(inputs: Account_Sr_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit`)
};

export const account_sr_visit_book_failure = /** @type {(inputs: Account_Sr_Visit_Book_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The time could not be booked. Please try again.`)
};

export const account_sr_visit_booked = /** @type {(inputs: Account_Sr_Visit_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your visit is booked for ${i?.day}, ${i?.time}.`)
};

export const account_sr_visit_cancel_failure = /** @type {(inputs: Account_Sr_Visit_Cancel_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The visit could not be cancelled. Please try again.`)
};

export const account_sr_visit_cancelled = /** @type {(inputs: Account_Sr_Visit_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your visit is cancelled. The contractor will call you to arrange a time.`)
};

export const account_sr_window_label = /** @type {(inputs: Account_Sr_Window_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.time}`)
};

export const account_sr_work_order = /** @type {(inputs: Account_Sr_Work_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work order`)
};

export const account_sr_your_answers = /** @type {(inputs: Account_Sr_Your_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answers`)
};

export const account_sr_your_share = /** @type {(inputs: Account_Sr_Your_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your share: ${i?.amount}`)
};

export const account_status = /** @type {(inputs: Account_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const account_summary_no_phones = /** @type {(inputs: Account_Summary_No_PhonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None on file`)
};

export const account_summary_saved_details = /** @type {(inputs: Account_Summary_Saved_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showing the details saved when you logged in.`)
};

export const account_summary_title = /** @type {(inputs: Account_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Summary`)
};

export const account_text_opt_in_failure = /** @type {(inputs: Account_Text_Opt_In_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not enroll you in text messaging. Please call us at ${i?.phone} for assistance.`)
};

export const account_welcome = /** @type {(inputs: Account_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.firstName} ${i?.lastName}`)
};

export const account_yes = /** @type {(inputs: Account_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const auth_choose_new_password = /** @type {(inputs: Auth_Choose_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password for your account.`)
};

export const auth_claim_title = /** @type {(inputs: Auth_Claim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit a Home Warranty Claim`)
};

export const auth_current_password = /** @type {(inputs: Auth_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current Password`)
};

export const auth_email_placeholder = /** @type {(inputs: Auth_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email...`)
};

export const auth_forgot_password = /** @type {(inputs: Auth_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password?`)
};

export const auth_login = /** @type {(inputs: Auth_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const auth_login_help = /** @type {((inputs: Auth_Login_HelpInputs) => LocalizedString) & { parts: (inputs: Auth_Login_HelpInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Auth_Login_HelpInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Your username is the email address used to place your order. Don't have a password yet? Set up your password.`)
		}),
		{
			parts: /** @type {(inputs: Auth_Login_HelpInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Your username is the email address used to place your order. Don't have a password yet? " }, { type: "markup-start", name: "setup", options: {}, attributes: {} }, { type: "text", value: "Set up your password" }, { type: "markup-end", name: "setup", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const auth_logout = /** @type {(inputs: Auth_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Password`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.count} characters.`)
};

export const auth_remember_me = /** @type {(inputs: Auth_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember Me`)
};

export const auth_signed_out_text = /** @type {(inputs: Auth_Signed_Out_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in with the email address you used to place your order to see your plan, request repairs and manage your account.`)
};

export const auth_signing_in_text = /** @type {(inputs: Auth_Signing_In_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One moment while we sign you in…`)
};

export const auth_signing_in_title = /** @type {(inputs: Auth_Signing_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing You In`)
};

export const auth_submit = /** @type {(inputs: Auth_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

export const auth_username = /** @type {(inputs: Auth_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

export const auth_username_placeholder = /** @type {(inputs: Auth_Username_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Address`)
};

export const benefits_clients_text = /** @type {(inputs: Benefits_Clients_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the water heater fails in the first year, your buyers call us, and thank you for the coverage.`)
};

export const benefits_clients_title = /** @type {(inputs: Benefits_Clients_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients who remember you`)
};

export const benefits_closings_text = /** @type {(inputs: Benefits_Closings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A covered breakdown during escrow is repaired, not renegotiated. Payment is collected at closing.`)
};

export const benefits_closings_title = /** @type {(inputs: Benefits_Closings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closings that stay on schedule`)
};

export const benefits_education_all_text = /** @type {(inputs: Benefits_Education_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every guide and article, newest first.`)
};

export const benefits_education_all_title = /** @type {(inputs: Benefits_Education_All_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All resources`)
};

export const benefits_education_buying_text = /** @type {(inputs: Benefits_Education_Buying_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inspections, negotiations and what to expect at closing.`)
};

export const benefits_education_buying_title = /** @type {(inputs: Benefits_Education_Buying_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buying and selling a house`)
};

export const benefits_education_heading = /** @type {(inputs: Benefits_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real estate education tools`)
};

export const benefits_education_repairs_text = /** @type {(inputs: Benefits_Education_Repairs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasonal checklists and small fixes that keep systems running longer.`)
};

export const benefits_education_repairs_title = /** @type {(inputs: Benefits_Education_Repairs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home repairs and maintenance`)
};

export const benefits_education_warranty_text = /** @type {(inputs: Benefits_Education_Warranty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What a home warranty covers, what it does not, and how claims work.`)
};

export const benefits_education_warranty_title = /** @type {(inputs: Benefits_Education_Warranty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home warranty education`)
};

export const benefits_heading = /** @type {(inputs: Benefits_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partner with ${i?.brand}`)
};

export const benefits_intro = /** @type {(inputs: Benefits_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Real estate professionals across the West partner with ${i?.brand} to protect their clients and their reputation. Here is what you get.`)
};

export const benefits_listings_text = /** @type {(inputs: Benefits_Listings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing coverage protects your sellers’ systems and appliances while the home is on the market.`)
};

export const benefits_listings_title = /** @type {(inputs: Benefits_Listings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listings that sell with confidence`)
};

export const benefits_rep_text = /** @type {(inputs: Benefits_Rep_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your local representative brings training, brochures and help with orders to your office.`)
};

export const benefits_rep_title = /** @type {(inputs: Benefits_Rep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rep who knows your market`)
};

export const brochure_address_optional = /** @type {(inputs: Brochure_Address_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address (optional)`)
};

export const brochure_download_frame = /** @type {(inputs: Brochure_Download_FrameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brochure download`)
};

export const brochure_downloading = /** @type {((inputs: Brochure_DownloadingInputs) => LocalizedString) & { parts: (inputs: Brochure_DownloadingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Brochure_DownloadingInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Your brochure is downloading. If it does not start, download the brochure.`)
		}),
		{
			parts: /** @type {(inputs: Brochure_DownloadingInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Your brochure is downloading. If it does not start, " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "download the brochure" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const brochure_error_text = /** @type {(inputs: Brochure_Error_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error occurred trying to download the brochure. Please call us for assistance at ${i?.phone}.`)
};

export const brochure_form_label = /** @type {(inputs: Brochure_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brochure`)
};

export const brochure_heading = /** @type {(inputs: Brochure_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Our Brochure`)
};

export const brochure_language = /** @type {(inputs: Brochure_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const brochure_language_english = /** @type {(inputs: Brochure_Language_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const brochure_language_spanish = /** @type {(inputs: Brochure_Language_SpanishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spanish (Español)`)
};

export const brochure_phone_optional = /** @type {(inputs: Brochure_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone (optional)`)
};

export const brochure_point_attach = /** @type {(inputs: Brochure_Point_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attach it to your offer packets`)
};

export const brochure_point_print = /** @type {(inputs: Brochure_Point_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print it for open houses and listing appointments`)
};

export const brochure_point_share = /** @type {(inputs: Brochure_Point_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share it with buyers who want to read up before closing`)
};

export const brochure_preparing = /** @type {(inputs: Brochure_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing…`)
};

export const brochure_real_estate_question = /** @type {(inputs: Brochure_Real_Estate_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you a real estate professional?`)
};

export const brochure_submit = /** @type {(inputs: Brochure_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Brochure`)
};

export const brochure_text = /** @type {(inputs: Brochure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything your clients ask about in one PDF: our plans for buyers and sellers, what is covered and what is not, optional add-ons and how a claim works. Available in English and Spanish.`)
};

export const chat_close = /** @type {(inputs: Chat_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const chat_message_label = /** @type {(inputs: Chat_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const chat_send = /** @type {(inputs: Chat_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

export const chat_title = /** @type {(inputs: Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat with us`)
};

export const claim_answer_date = /** @type {(inputs: Claim_Answer_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid date.`)
};

export const claim_answer_date_between = /** @type {(inputs: Claim_Answer_Date_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a date from ${i?.min} to ${i?.max}.`)
};

export const claim_answer_date_from = /** @type {(inputs: Claim_Answer_Date_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a date on or after ${i?.min}.`)
};

export const claim_answer_date_until = /** @type {(inputs: Claim_Answer_Date_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a date on or before ${i?.max}.`)
};

export const claim_answer_five_star = /** @type {(inputs: Claim_Answer_Five_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose from 1 to 5 stars.`)
};

export const claim_answer_initials = /** @type {(inputs: Claim_Answer_InitialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your initials (2 or 3 letters).`)
};

export const claim_answer_none = /** @type {(inputs: Claim_Answer_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const claim_answer_not_answered = /** @type {(inputs: Claim_Answer_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not answered`)
};

export const claim_answer_number = /** @type {(inputs: Claim_Answer_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a number.`)
};

export const claim_answer_number_at_least = /** @type {(inputs: Claim_Answer_Number_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a number of at least ${i?.min}.`)
};

export const claim_answer_number_at_most = /** @type {(inputs: Claim_Answer_Number_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a number of at most ${i?.max}.`)
};

export const claim_answer_number_between = /** @type {(inputs: Claim_Answer_Number_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a number from ${i?.min} to ${i?.max}.`)
};

export const claim_answer_option = /** @type {(inputs: Claim_Answer_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose one of the options.`)
};

export const claim_answer_options = /** @type {(inputs: Claim_Answer_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose only among the options, each one once.`)
};

export const claim_answer_required = /** @type {(inputs: Claim_Answer_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please answer this question.`)
};

export const claim_answer_stars = /** @type {(inputs: Claim_Answer_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of 5 stars`)
};

export const claim_answer_text = /** @type {(inputs: Claim_Answer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter text.`)
};

export const claim_answer_too_long = /** @type {(inputs: Claim_Answer_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please use at most ${i?.maxLength} characters.`)
};

export const claim_answer_yes_no = /** @type {(inputs: Claim_Answer_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please answer yes or no.`)
};

export const claim_back = /** @type {(inputs: Claim_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const claim_call_us = /** @type {((inputs: Claim_Call_UsInputs) => LocalizedString) & { parts: (inputs: Claim_Call_UsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Call_UsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Please call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Call_UsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Please call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const claim_cancel = /** @type {(inputs: Claim_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const claim_card_expired = /** @type {(inputs: Claim_Card_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} (expired)`)
};

export const claim_card_required = /** @type {(inputs: Claim_Card_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a saved card or enter a new one.`)
};

export const claim_cards_loading = /** @type {(inputs: Claim_Cards_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your saved cards…`)
};

export const claim_check_failure = /** @type {(inputs: Claim_Check_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not check your plan right now.`)
};

export const claim_checking = /** @type {(inputs: Claim_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking that your plan can take a service request…`)
};

export const claim_checking_title = /** @type {(inputs: Claim_Checking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your plan`)
};

export const claim_choose_item = /** @type {(inputs: Claim_Choose_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose what needs repair.`)
};

export const claim_choose_plan = /** @type {(inputs: Claim_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose the plan this request is for.`)
};

export const claim_close = /** @type {(inputs: Claim_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const claim_contact_email = /** @type {(inputs: Claim_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const claim_contact_email_invalid = /** @type {(inputs: Claim_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is invalid.`)
};

export const claim_contact_email_required = /** @type {(inputs: Claim_Contact_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is required.`)
};

export const claim_contact_method_email = /** @type {(inputs: Claim_Contact_Method_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const claim_contact_method_legend = /** @type {(inputs: Claim_Contact_Method_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like us to reach you?`)
};

export const claim_contact_method_phone = /** @type {(inputs: Claim_Contact_Method_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone call`)
};

export const claim_contact_method_text = /** @type {(inputs: Claim_Contact_Method_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text message`)
};

export const claim_contact_name = /** @type {(inputs: Claim_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact name`)
};

export const claim_contact_name_required = /** @type {(inputs: Claim_Contact_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact name is required.`)
};

export const claim_contact_phone = /** @type {(inputs: Claim_Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const claim_contact_phone_incomplete = /** @type {(inputs: Claim_Contact_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a 10-digit phone number.`)
};

export const claim_contact_phone_required = /** @type {(inputs: Claim_Contact_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number is required.`)
};

export const claim_contact_time_afternoon = /** @type {(inputs: Claim_Contact_Time_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afternoon (12PM to 5PM)`)
};

export const claim_contact_time_anytime = /** @type {(inputs: Claim_Contact_Time_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any time`)
};

export const claim_contact_time_evening = /** @type {(inputs: Claim_Contact_Time_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evening (5PM to 8PM)`)
};

export const claim_contact_time_label = /** @type {(inputs: Claim_Contact_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best time to reach you`)
};

export const claim_contact_time_morning = /** @type {(inputs: Claim_Contact_Time_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morning (8AM to 12PM)`)
};

export const claim_contact_title = /** @type {(inputs: Claim_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How should we contact you?`)
};

export const claim_continue = /** @type {(inputs: Claim_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const claim_covered_title = /** @type {(inputs: Claim_Covered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This looks covered`)
};

export const claim_date = /** @type {(inputs: Claim_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const claim_default_card = /** @type {(inputs: Claim_Default_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default card`)
};

export const claim_dialog_title = /** @type {(inputs: Claim_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Request`)
};

export const claim_done = /** @type {(inputs: Claim_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const claim_done_number = /** @type {((inputs: Claim_Done_NumberInputs) => LocalizedString) & { parts: (inputs: Claim_Done_NumberInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Done_NumberInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Your request number is ${i?.number}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Done_NumberInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Your request number is " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.number) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const claim_done_title = /** @type {(inputs: Claim_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request received`)
};

export const claim_failed_back_to_questions = /** @type {(inputs: Claim_Failed_Back_To_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the Questions`)
};

export const claim_failed_back_to_review = /** @type {(inputs: Claim_Failed_Back_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the Review`)
};

export const claim_failed_declined = /** @type {(inputs: Claim_Failed_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. You can pay with another card.`)
};

export const claim_failed_lost = /** @type {(inputs: Claim_Failed_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you try again, the request is sent once and the fee charged once, however often you try.`)
};

export const claim_failed_other_card = /** @type {(inputs: Claim_Failed_Other_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay With Another Card`)
};

export const claim_failed_other_time = /** @type {(inputs: Claim_Failed_Other_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Another Time`)
};

export const claim_failed_review_fee = /** @type {(inputs: Claim_Failed_Review_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the New Fee`)
};

export const claim_failed_title = /** @type {(inputs: Claim_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request was not sent`)
};

export const claim_failed_try_again = /** @type {(inputs: Claim_Failed_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

export const claim_fee_text = /** @type {((inputs: Claim_Fee_TextInputs) => LocalizedString) & { parts: (inputs: Claim_Fee_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Fee_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`The service call fee for this request is ${i?.amount}. It is charged when you submit the request.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Fee_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "The service call fee for this request is " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ". It is charged when you submit the request." }])
			})
		}
	)
);

export const claim_fee_title = /** @type {(inputs: Claim_Fee_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service call fee`)
};

export const claim_flow_broken_text = /** @type {((inputs: Claim_Flow_Broken_TextInputs) => LocalizedString) & { parts: (inputs: Claim_Flow_Broken_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Flow_Broken_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`We could not finish the questions for this item. Please call us at ${i?.phone} and we will take your request.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Flow_Broken_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "We could not finish the questions for this item. Please call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: " and we will take your request." }])
			})
		}
	)
);

export const claim_flow_broken_title = /** @type {(inputs: Claim_Flow_Broken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We need to talk`)
};

export const claim_item_add_on = /** @type {(inputs: Claim_Item_Add_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add-on`)
};

export const claim_item_title = /** @type {(inputs: Claim_Item_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What needs repair?`)
};

export const claim_items_load_failure = /** @type {(inputs: Claim_Items_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What your plan covers could not be loaded.`)
};

export const claim_items_loading = /** @type {(inputs: Claim_Items_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading what your plan covers…`)
};

export const claim_items_none = /** @type {(inputs: Claim_Items_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan lists no items to request a repair for.`)
};

export const claim_leave_no = /** @type {(inputs: Claim_Leave_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay`)
};

export const claim_leave_text = /** @type {(inputs: Claim_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request has not been sent, and your answers will not be kept.`)
};

export const claim_leave_title = /** @type {(inputs: Claim_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this service request?`)
};

export const claim_leave_yes = /** @type {(inputs: Claim_Leave_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave`)
};

export const claim_menu_new_service_request = /** @type {(inputs: Claim_Menu_New_Service_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Service Request`)
};

export const claim_menu_service_requests = /** @type {(inputs: Claim_Menu_Service_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Requests`)
};

export const claim_needs_connection = /** @type {(inputs: Claim_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a connection`)
};

export const claim_new_card = /** @type {(inputs: Claim_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new card`)
};

export const claim_new_card_offline = /** @type {(inputs: Claim_New_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new card needs a connection. While you are offline you can pay with a saved card.`)
};

export const claim_no = /** @type {(inputs: Claim_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const claim_no_plans = /** @type {((inputs: Claim_No_PlansInputs) => LocalizedString) & { parts: (inputs: Claim_No_PlansInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_No_PlansInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`There is no plan on your account to request a repair for. Questions? Call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_No_PlansInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "There is no plan on your account to request a repair for. Questions? Call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const claim_no_saved_card_offline = /** @type {(inputs: Claim_No_Saved_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline and have no saved card. Connect to the internet to pay the service call fee with a new card.`)
};

export const claim_no_time = /** @type {(inputs: Claim_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No time now - the contractor will call me`)
};

export const claim_not_authorized = /** @type {(inputs: Claim_Not_AuthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This plan cannot take a service request right now. Please call us at ${i?.phone} and we will help.`)
};

export const claim_not_covered_title = /** @type {(inputs: Claim_Not_Covered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not covered`)
};

export const claim_note_title = /** @type {(inputs: Claim_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please note`)
};

export const claim_offline_items = /** @type {(inputs: Claim_Offline_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and what this plan covers has not been saved on this device yet. Connect to the internet to choose the item.`)
};

export const claim_offline_unchecked = /** @type {(inputs: Claim_Offline_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and this plan has not been checked on this device yet. Connect to the internet to start a service request.`)
};

export const claim_page_go_to_account = /** @type {(inputs: Claim_Page_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to My Account`)
};

export const claim_page_intro = /** @type {(inputs: Claim_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what needs repair: a few questions about the problem, how to reach you, and the service call fee.`)
};

export const claim_page_start = /** @type {(inputs: Claim_Page_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a Service Request`)
};

export const claim_page_title = /** @type {(inputs: Claim_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit a Home Warranty Claim`)
};

export const claim_pay_with = /** @type {(inputs: Claim_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with`)
};

export const claim_payment_new_card_label = /** @type {(inputs: Claim_Payment_New_Card_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a new card`)
};

export const claim_permission_to_enter = /** @type {(inputs: Claim_Permission_To_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The technician may come in if no adult is home`)
};

export const claim_photo_failure = /** @type {(inputs: Claim_Photo_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photo could not be sent.`)
};

export const claim_photo_failure_because = /** @type {(inputs: Claim_Photo_Failure_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your photo could not be sent: ${i?.reason}`)
};

export const claim_photo_failure_connection = /** @type {(inputs: Claim_Photo_Failure_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photo could not be sent: the connection was lost.`)
};

export const claim_photo_help = /** @type {(inputs: Claim_Photo_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A photo of the problem, or of the label with the model number, helps the technician.`)
};

export const claim_photo_label = /** @type {(inputs: Claim_Photo_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo of the problem`)
};

export const claim_photo_offline = /** @type {(inputs: Claim_Photo_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A photo needs a connection: while you are offline your request is saved without it.`)
};

export const claim_photo_preview = /** @type {(inputs: Claim_Photo_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you chose to send`)
};

export const claim_photo_remove = /** @type {(inputs: Claim_Photo_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove Photo`)
};

export const claim_photo_send_again = /** @type {(inputs: Claim_Photo_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the Photo Again`)
};

export const claim_photo_sending = /** @type {(inputs: Claim_Photo_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending your photo…`)
};

export const claim_photo_sent = /** @type {(inputs: Claim_Photo_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photo was added to the request.`)
};

export const claim_photo_skip = /** @type {(inputs: Claim_Photo_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip`)
};

export const claim_photo_title = /** @type {(inputs: Claim_Photo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a photo (optional)`)
};

export const claim_photo_too_large = /** @type {(inputs: Claim_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This file is too large. Please choose one of at most ${i?.size} MB.`)
};

export const claim_photo_wrong_type = /** @type {(inputs: Claim_Photo_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a photo (JPEG, PNG, WebP, HEIC or GIF) or a PDF.`)
};

export const claim_plan_title = /** @type {(inputs: Claim_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which home needs a repair?`)
};

export const claim_plans_load_failure = /** @type {(inputs: Claim_Plans_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plans could not be loaded.`)
};

export const claim_plans_loading = /** @type {(inputs: Claim_Plans_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your plans…`)
};

export const claim_plans_offline = /** @type {(inputs: Claim_Plans_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and your plans have not been saved on this device yet.`)
};

export const claim_question_number = /** @type {(inputs: Claim_Question_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Question ${i?.number}`)
};

export const claim_question_of = /** @type {(inputs: Claim_Question_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Question ${i?.number} of ${i?.total}`)
};

export const claim_question_of_up_to = /** @type {(inputs: Claim_Question_Of_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Question ${i?.number} of up to ${i?.total}`)
};

export const claim_question_optional = /** @type {(inputs: Claim_Question_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (optional)`)
};

export const claim_questions_call_us = /** @type {((inputs: Claim_Questions_Call_UsInputs) => LocalizedString) & { parts: (inputs: Claim_Questions_Call_UsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Questions_Call_UsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Questions? Call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Questions_Call_UsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Questions? Call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const claim_questions_load_failure = /** @type {(inputs: Claim_Questions_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The questions for this item could not be loaded.`)
};

export const claim_questions_loading = /** @type {(inputs: Claim_Questions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the questions…`)
};

export const claim_questions_offline = /** @type {(inputs: Claim_Questions_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and the questions for this item have not been saved on this device yet. Connect to the internet to answer them.`)
};

export const claim_questions_title = /** @type {(inputs: Claim_Questions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about the problem`)
};

export const claim_queue_check_and_resend = /** @type {(inputs: Claim_Queue_Check_And_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the Fee and Send Again`)
};

export const claim_queue_check_failure = /** @type {(inputs: Claim_Queue_Check_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan could not be checked. Please try again.`)
};

export const claim_queue_clear = /** @type {(inputs: Claim_Queue_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear`)
};

export const claim_queue_confirm = /** @type {(inputs: Claim_Queue_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting to send. Please confirm the ${i?.amount} service call fee to send it now.`)
};

export const claim_queue_confirm_card = /** @type {(inputs: Claim_Queue_Confirm_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting to send. Please confirm the ${i?.amount} service call fee (${i?.card}) to send it now.`)
};

export const claim_queue_confirm_when_online = /** @type {(inputs: Claim_Queue_Confirm_When_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting to send. When you are back online we will ask you to confirm the ${i?.amount} service call fee.`)
};

export const claim_queue_describe = /** @type {(inputs: Claim_Queue_DescribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a service request`)
};

export const claim_queue_discard = /** @type {(inputs: Claim_Queue_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard`)
};

export const claim_queue_discard_text = /** @type {(inputs: Claim_Queue_Discard_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.item} request will not be sent.`)
};

export const claim_queue_discard_title = /** @type {(inputs: Claim_Queue_Discard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard this request?`)
};

export const claim_queue_fee_changed_text = /** @type {(inputs: Claim_Queue_Fee_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service call fee is now ${i?.amount}; it was ${i?.was}.
Send the request at the new fee?`)
};

export const claim_queue_fee_changed_title = /** @type {(inputs: Claim_Queue_Fee_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service call fee has changed`)
};

export const claim_queue_fee_now = /** @type {(inputs: Claim_Queue_Fee_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request now has a fee. Please start a new request to pay it.`)
};

export const claim_queue_item = /** @type {((inputs: Claim_Queue_ItemInputs) => LocalizedString) & { parts: (inputs: Claim_Queue_ItemInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_ItemInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.item}, ${i?.policyNumber}`)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_ItemInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.item) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ", " }, { type: "text", value: String(i?.policyNumber) }])
			})
		}
	)
);

export const claim_queue_item_fee = /** @type {((inputs: Claim_Queue_Item_FeeInputs) => LocalizedString) & { parts: (inputs: Claim_Queue_Item_FeeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_Item_FeeInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.item}, ${i?.policyNumber}: ${i?.amount} service call fee`)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_Item_FeeInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.item) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ", " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": " }, { type: "text", value: String(i?.amount) }, { type: "text", value: " service call fee" }])
			})
		}
	)
);

export const claim_queue_keep = /** @type {(inputs: Claim_Queue_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep`)
};

export const claim_queue_not_authorized = /** @type {(inputs: Claim_Queue_Not_AuthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan cannot take a request now.`)
};

export const claim_queue_not_now = /** @type {(inputs: Claim_Queue_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

export const claim_queue_not_sent = /** @type {(inputs: Claim_Queue_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

export const claim_queue_refused = /** @type {(inputs: Claim_Queue_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was not accepted.`)
};

export const claim_queue_resend = /** @type {(inputs: Claim_Queue_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the request again?`)
};

export const claim_queue_resend_pay = /** @type {(inputs: Claim_Queue_Resend_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send the request again and pay ${i?.amount}?`)
};

export const claim_queue_resend_title = /** @type {(inputs: Claim_Queue_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send this request again?`)
};

export const claim_queue_send_and_pay = /** @type {(inputs: Claim_Queue_Send_And_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send now and pay ${i?.amount}`)
};

export const claim_queue_send_now = /** @type {(inputs: Claim_Queue_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send now`)
};

export const claim_queue_sending = /** @type {(inputs: Claim_Queue_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const claim_queue_sent = /** @type {(inputs: Claim_Queue_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent: request ${i?.number}`)
};

export const claim_queue_title = /** @type {(inputs: Claim_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service requests saved on this device`)
};

export const claim_queue_waiting = /** @type {(inputs: Claim_Queue_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to send. It will be sent when you are back online.`)
};

export const claim_refused_title = /** @type {(inputs: Claim_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan cannot take a service request right now`)
};

export const claim_review_adult_home = /** @type {(inputs: Claim_Review_Adult_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An adult will be home`)
};

export const claim_review_answers = /** @type {(inputs: Claim_Review_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your answers (${i?.count})`)
};

export const claim_review_contact = /** @type {(inputs: Claim_Review_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const claim_review_fee_none = /** @type {(inputs: Claim_Review_Fee_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const claim_review_item = /** @type {(inputs: Claim_Review_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs repair`)
};

export const claim_review_offline = /** @type {(inputs: Claim_Review_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Your request will be saved on this device and wait for the connection.`)
};

export const claim_review_offline_fee = /** @type {(inputs: Claim_Review_Offline_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are offline. Your request will be saved on this device and wait for the connection. Before it is sent we will ask you to confirm the ${i?.amount} service call fee.`)
};

export const claim_review_photo = /** @type {(inputs: Claim_Review_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo`)
};

export const claim_review_photo_none = /** @type {(inputs: Claim_Review_Photo_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const claim_review_photo_offline = /** @type {(inputs: Claim_Review_Photo_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (not sent while offline)`)
};

export const claim_review_plan = /** @type {(inputs: Claim_Review_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const claim_review_title = /** @type {(inputs: Claim_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your request`)
};

export const claim_review_visit = /** @type {(inputs: Claim_Review_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit`)
};

export const claim_safety_important = /** @type {(inputs: Claim_Safety_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Important`)
};

export const claim_safety_text = /** @type {(inputs: Claim_Safety_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please read the safety information before you go on.`)
};

export const claim_safety_title = /** @type {(inputs: Claim_Safety_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Important safety information`)
};

export const claim_safety_understand = /** @type {(inputs: Claim_Safety_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I understand`)
};

export const claim_save_for_later = /** @type {(inputs: Claim_Save_For_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and send when online`)
};

export const claim_saved_fee = /** @type {(inputs: Claim_Saved_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When you are back online we will ask you to confirm the ${i?.amount} service call fee before it is sent. You will find it under My Account.`)
};

export const claim_saved_no_fee = /** @type {(inputs: Claim_Saved_No_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It will be sent as soon as you are back online. You will find it under My Account.`)
};

export const claim_saved_text = /** @type {(inputs: Claim_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are offline. Your ${i?.item} request is saved on this device and is waiting to send.`)
};

export const claim_saved_title = /** @type {(inputs: Claim_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device`)
};

export const claim_sending_title = /** @type {(inputs: Claim_Sending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending your request`)
};

export const claim_stars = /** @type {(inputs: Claim_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stars`);
	return /** @type {LocalizedString} */ ("claim_stars");
};

export const claim_submit_and_pay = /** @type {(inputs: Claim_Submit_And_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Submit and pay ${i?.amount}`)
};

export const claim_submit_request = /** @type {(inputs: Claim_Submit_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Request`)
};

export const claim_success_booked = /** @type {(inputs: Claim_Success_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your visit is booked: ${i?.window}. The technician will be in touch before coming.`)
};

export const claim_success_booked_change = /** @type {(inputs: Claim_Success_Booked_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To change the time, use the link in the e-mail we are sending you, or your request under My Account.`)
};

export const claim_success_emergency = /** @type {(inputs: Claim_Success_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If this is an emergency, please call us at ${i?.phone}.`)
};

export const claim_success_next_business_day = /** @type {(inputs: Claim_Success_Next_Business_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otherwise, your request will be handled on the next business day.`)
};

export const claim_time_finding = /** @type {(inputs: Claim_Time_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding open times…`)
};

export const claim_time_legend = /** @type {(inputs: Claim_Time_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit time`)
};

export const claim_time_load_failure = /** @type {(inputs: Claim_Time_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open times could not be loaded. You can still file now.`)
};

export const claim_time_none = /** @type {(inputs: Claim_Time_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The contractors who work at this address have no open times in the next two weeks. We will call you to schedule the visit.`)
};

export const claim_time_none_local = /** @type {(inputs: Claim_Time_None_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contractor who repairs this item works at this address yet, so no time can be booked online. Your request is still filed, and we will call you to schedule the visit.`)
};

export const claim_time_note = /** @type {(inputs: Claim_Time_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visits take up to two hours. Times are local to the property.`)
};

export const claim_time_title = /** @type {(inputs: Claim_Time_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a time`)
};

export const claim_try_again = /** @type {(inputs: Claim_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const claim_view_history = /** @type {(inputs: Claim_View_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View My Service Requests`)
};

export const claim_we_will_call = /** @type {(inputs: Claim_We_Will_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will call you to schedule`)
};

export const claim_yes = /** @type {(inputs: Claim_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const claim_your_answer = /** @type {(inputs: Claim_Your_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answer`)
};

export const claim_your_answer_in = /** @type {(inputs: Claim_Your_Answer_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your answer (${i?.unit})`)
};

export const claim_your_initials = /** @type {(inputs: Claim_Your_InitialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your initials`)
};

export const claim_your_plans = /** @type {(inputs: Claim_Your_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plans`)
};

export const claims_assign_figure = /** @type {(inputs: Claims_Assign_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 hours`)
};

export const claims_assign_text = /** @type {(inputs: Claims_Assign_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to assign a contractor to your claim`)
};

export const claims_award_figure = /** @type {(inputs: Claims_Award_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best in region`)
};

export const claims_award_text = /** @type {(inputs: Claims_Award_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in 2014, 2015, 2016, 2019 and 2020`)
};

export const claims_heading = /** @type {(inputs: Claims_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why homeowners choose us`)
};

export const claims_homeowners_figure = /** @type {(inputs: Claims_Homeowners_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`70,000+`)
};

export const claims_homeowners_text = /** @type {(inputs: Claims_Homeowners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`homeowners protected`)
};

export const claims_parts_figure = /** @type {(inputs: Claims_Parts_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9,000+`)
};

export const claims_parts_text = /** @type {(inputs: Claims_Parts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`parts covered; over 5,000 replaced last year`)
};

export const claims_price_figure = /** @type {(inputs: Claims_Price_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$35/mo`)
};

export const claims_price_text = /** @type {(inputs: Claims_Price_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plans starting from`)
};

export const claims_saving_figure = /** @type {(inputs: Claims_Saving_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$200`)
};

export const claims_saving_text = /** @type {(inputs: Claims_Saving_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`average saving per approved repair`)
};

export const claims_staff_figure = /** @type {(inputs: Claims_Staff_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`200+`)
};

export const claims_staff_text = /** @type {(inputs: Claims_Staff_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`full-time staff`)
};

export const common_article_load_failure_text = /** @type {(inputs: Common_Article_Load_Failure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry - There was a problem loading the requested article. Please try again.`)
};

export const common_article_load_failure_title = /** @type {(inputs: Common_Article_Load_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load article`)
};

export const common_brochure_error_text = /** @type {(inputs: Common_Brochure_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error occurred trying to download the brochure. Please call us for assistance`)
};

export const common_brochure_error_title = /** @type {(inputs: Common_Brochure_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Brochure Error`)
};

export const common_change_password_breached = /** @type {(inputs: Common_Change_Password_BreachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another.`)
};

export const common_change_password_current_incorrect = /** @type {(inputs: Common_Change_Password_Current_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The current password you entered is incorrect.`)
};

export const common_change_password_current_required = /** @type {(inputs: Common_Change_Password_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your current password.`)
};

export const common_change_password_failure = /** @type {(inputs: Common_Change_Password_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while changing your password, please try again.`)
};

export const common_change_password_reset_link_spent = /** @type {(inputs: Common_Change_Password_Reset_Link_SpentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A password-reset link sets a new password once, within ${i?.minutes} minutes of opening it. Please enter your current password, or ask for a new link with "Forgot password".`)
};

export const common_change_password_same_as_current = /** @type {(inputs: Common_Change_Password_Same_As_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a new password that is different from your current one.`)
};

export const common_change_password_success = /** @type {(inputs: Common_Change_Password_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Changed.`)
};

export const common_chat_answer_time = /** @type {(inputs: Common_Chat_Answer_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We answer within one business day.`)
};

export const common_chat_failed = /** @type {(inputs: Common_Chat_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not send your message. Please try again, or call us at ${i?.phone}.`)
};

export const common_chat_sent = /** @type {(inputs: Common_Chat_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you, your message is on its way to customer care.`)
};

export const common_contact_email_invalid = /** @type {(inputs: Common_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is invalid.`)
};

export const common_contact_email_required = /** @type {(inputs: Common_Contact_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is required.`)
};

export const common_contact_message_required = /** @type {(inputs: Common_Contact_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a message.`)
};

export const common_contact_success = /** @type {(inputs: Common_Contact_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for contacting us. We will get back to you soon.`)
};

export const common_convert_failure_title = /** @type {(inputs: Common_Convert_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convert Failed`)
};

export const common_coupon_failure = /** @type {(inputs: Common_Coupon_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, we couldn't find the coupon code you provided.`)
};

export const common_coupon_success = /** @type {(inputs: Common_Coupon_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You just saved $${i?.amount}!`)
};

export const common_date_window_audit_page = /** @type {(inputs: Common_Date_Window_Audit_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`before must be a time within the last twenty years.`)
};

export const common_date_window_blocked_day = /** @type {(inputs: Common_Date_Window_Blocked_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A blocked day must be within two years of today.`)
};

export const common_date_window_cheque_received = /** @type {(inputs: Common_Date_Window_Cheque_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cheque’s received date must be within the last two years.`)
};

export const common_date_window_closing = /** @type {(inputs: Common_Date_Window_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The closing date must be within two years of today.`)
};

export const common_date_window_visit = /** @type {(inputs: Common_Date_Window_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The visit must be from today to six months ahead.`)
};

export const common_date_window_welcome_call = /** @type {(inputs: Common_Date_Window_Welcome_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The welcome call must be from today to six months ahead.`)
};

export const common_default_payment_method_failure = /** @type {(inputs: Common_Default_Payment_Method_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to set the default payment method.`)
};

export const common_dispatch_change_discount_text = /** @type {(inputs: Common_Dispatch_Change_Discount_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The cost of this dispatch ticket exceeds your pre-authorized amount of $${i?.preAuthorizedAmount}. You must be under your pre-authorized amount in order to add parts. Would you like to change the discount to $${i?.newDiscount} and continue?`)
};

export const common_dispatch_change_discount_title = /** @type {(inputs: Common_Dispatch_Change_Discount_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Discount`)
};

export const common_dispatch_save_failure = /** @type {(inputs: Common_Dispatch_Save_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error submitting changes`)
};

export const common_dispatch_save_success = /** @type {(inputs: Common_Dispatch_Save_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully submitted your changes.`)
};

export const common_dispatch_submission_cancelled = /** @type {(inputs: Common_Dispatch_Submission_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submission cancelled`)
};

export const common_feature_flags_load_failure = /** @type {(inputs: Common_Feature_Flags_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load feature flagging items.`)
};

export const common_file_upload_failure = /** @type {(inputs: Common_File_Upload_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while sending the file, please try again.`)
};

export const common_file_upload_sending = /** @type {(inputs: Common_File_Upload_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending File...`)
};

export const common_file_upload_success = /** @type {(inputs: Common_File_Upload_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File Sent`)
};

export const common_forgot_password_email_invalid = /** @type {(inputs: Common_Forgot_Password_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email address is incorrect.  Please verify your email and try again.`)
};

export const common_forgot_password_email_required = /** @type {(inputs: Common_Forgot_Password_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address.`)
};

export const common_forgot_password_success = /** @type {(inputs: Common_Forgot_Password_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If an account is set up, an email will be sent to the specified email address ${i?.email}.`)
};

export const common_forgot_password_text = /** @type {(inputs: Common_Forgot_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let us help! Please enter your email.`)
};

export const common_forgot_password_title = /** @type {(inputs: Common_Forgot_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouble Logging In?`)
};

export const common_geolocation_timed_out = /** @type {(inputs: Common_Geolocation_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timed Out!`)
};

export const common_geolocation_unsupported = /** @type {(inputs: Common_Geolocation_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser does not support geolocation.`)
};

export const common_impersonation_failure = /** @type {(inputs: Common_Impersonation_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while either attempting to impersonate or ending impersonation.`)
};

export const common_initialization_essential_scripts_failed = /** @type {(inputs: Common_Initialization_Essential_Scripts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load essential scripts needed to make this site work on your browser. Please try again or try a different browser.`)
};

export const common_initialization_offline = /** @type {(inputs: Common_Initialization_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. The app shows what was saved on this device.`)
};

export const common_initialization_timed_out = /** @type {(inputs: Common_Initialization_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Initialization timed out.`)
};

export const common_loading = /** @type {(inputs: Common_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const common_login_error_text = /** @type {(inputs: Common_Login_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The username or password you entered were incorrect.  Please try again.`)
};

export const common_login_error_title = /** @type {(inputs: Common_Login_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Error`)
};

export const common_login_link_invalid = /** @type {(inputs: Common_Login_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link is invalid or has expired.`)
};

export const common_login_repair_title = /** @type {(inputs: Common_Login_Repair_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please login to request repair`)
};

export const common_login_session_expired = /** @type {(inputs: Common_Login_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has expired. Please sign in again.`)
};

export const common_login_title = /** @type {(inputs: Common_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login to Your Account`)
};

export const common_login_too_many_attempts = /** @type {(inputs: Common_Login_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts. Please wait a few minutes and try again.`)
};

export const common_login_unsent_kept = /** @type {(inputs: Common_Login_Unsent_KeptInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} change is not sent yet. It is kept on this device and will be sent when you sign in again.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} changes are not sent yet. They are kept on this device and will be sent when you sign in again.`);
	return /** @type {LocalizedString} */ ("common_login_unsent_kept");
};

export const common_merge_automatic = /** @type {(inputs: Common_Merge_AutomaticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We found multiple accounts associated with your email address and have consolidated them. Please login again.`)
};

export const common_merge_success = /** @type {(inputs: Common_Merge_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your user accounts have been successfully consolidated. Please login again.`)
};

export const common_newsletter_confirm_button = /** @type {(inputs: Common_Newsletter_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my subscription`)
};

export const common_newsletter_confirm_invalid = /** @type {(inputs: Common_Newsletter_Confirm_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is not valid any more: it was already used or has expired. Please subscribe again to get a new one.`)
};

export const common_newsletter_confirm_sent = /** @type {(inputs: Common_Newsletter_Confirm_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}. Open it to confirm your subscription; until then we send you nothing.`)
};

export const common_newsletter_confirm_sent_title = /** @type {(inputs: Common_Newsletter_Confirm_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const common_newsletter_confirm_text = /** @type {(inputs: Common_Newsletter_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm that you would like to receive our newsletter at the address this link was sent to.`)
};

export const common_newsletter_confirm_title = /** @type {(inputs: Common_Newsletter_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your subscription`)
};

export const common_newsletter_confirmed_title = /** @type {(inputs: Common_Newsletter_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed!`)
};

export const common_newsletter_failure = /** @type {(inputs: Common_Newsletter_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while subscribing to the newsletter, please try again.`)
};

export const common_newsletter_failure_title = /** @type {(inputs: Common_Newsletter_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription Failed!`)
};

export const common_newsletter_field_error = /** @type {(inputs: Common_Newsletter_Field_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is required.`)
};

export const common_newsletter_field_invalid = /** @type {(inputs: Common_Newsletter_Field_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an e-mail address like name@example.com.`)
};

export const common_newsletter_invalid_text = /** @type {(inputs: Common_Newsletter_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email address you entered is incorrect.  Please try again.`)
};

export const common_newsletter_invalid_title = /** @type {(inputs: Common_Newsletter_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Email`)
};

export const common_newsletter_success = /** @type {(inputs: Common_Newsletter_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} is now signed up for the newsletter!`)
};

export const common_newsletter_success_title = /** @type {(inputs: Common_Newsletter_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed!`)
};

export const common_no_service_text = /** @type {(inputs: Common_No_Service_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry, but we don't (yet) provide service to your zip code.`)
};

export const common_no_service_title = /** @type {(inputs: Common_No_Service_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Service`)
};

export const common_not_an_amount = /** @type {(inputs: Common_Not_An_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount of money in the request is too large or not a number.`)
};

export const common_not_found_go_back = /** @type {(inputs: Common_Not_Found_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

export const common_not_found_text = /** @type {(inputs: Common_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can't seem to find the page you're looking for.`)
};

export const common_not_found_title = /** @type {(inputs: Common_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oh no… This isn't right`)
};

export const common_order_complete_text = /** @type {(inputs: Common_Order_Complete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order has been successfully completed.`)
};

export const common_order_complete_title = /** @type {(inputs: Common_Order_Complete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Completed`)
};

export const common_partner_failure_title = /** @type {(inputs: Common_Partner_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Failed`)
};

export const common_partner_success = /** @type {(inputs: Common_Partner_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agent information saved successfully.`)
};

export const common_payment_success = /** @type {(inputs: Common_Payment_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Successfully processed payment for contract: ${i?.policyNumber}`)
};

export const common_quick_order_budget_required = /** @type {(inputs: Common_Quick_Order_Budget_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget Amount is required.`)
};

export const common_quick_order_budget_too_large = /** @type {(inputs: Common_Quick_Order_Budget_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Budget Amount must be at most ${i?.most}.`)
};

export const common_quote_address_required = /** @type {(inputs: Common_Quote_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address is required.`)
};

export const common_quote_email_invalid = /** @type {(inputs: Common_Quote_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is invalid.`)
};

export const common_quote_email_required = /** @type {(inputs: Common_Quote_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is required.`)
};

export const common_quote_error_title = /** @type {(inputs: Common_Quote_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote Error`)
};

export const common_quote_name_required = /** @type {(inputs: Common_Quote_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is required.`)
};

export const common_quote_phone_required = /** @type {(inputs: Common_Quote_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number is required.`)
};

export const common_quote_zip_required = /** @type {(inputs: Common_Quote_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zip code is required.`)
};

export const common_required_label = /** @type {(inputs: Common_Required_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`REQUIRED`)
};

export const common_service_request_authorization_failure_title = /** @type {(inputs: Common_Service_Request_Authorization_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There's a Problem...!`)
};

export const common_service_request_claim_failure = /** @type {(inputs: Common_Service_Request_Claim_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while submitting your claim.`)
};

export const common_service_request_send_failure = /** @type {(inputs: Common_Service_Request_Send_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oops, something went wrong! Please call us at ${i?.phone}`)
};

export const common_service_request_submitting = /** @type {(inputs: Common_Service_Request_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting service request. Please wait...`)
};

export const common_service_request_success_after_hours = /** @type {(inputs: Common_Service_Request_Success_After_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your service request after normal business hours, but we still have people on staff to help if this is an emergency.`)
};

export const common_service_request_success_in_hours = /** @type {(inputs: Common_Service_Request_Success_In_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your service request. Someone will be in contact with you to discuss your issue or schedule an appointment.`)
};

export const common_status_update_cancel_failure = /** @type {(inputs: Common_Status_Update_Cancel_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to cancel work order. Please call for assistance.`)
};

export const common_status_update_cancel_success_text = /** @type {(inputs: Common_Status_Update_Cancel_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation request has been submitted`)
};

export const common_status_update_cancel_success_title = /** @type {(inputs: Common_Status_Update_Cancel_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

export const common_status_update_failure = /** @type {(inputs: Common_Status_Update_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to complete status update. Please call for assistance.`)
};

export const common_status_update_success_text = /** @type {(inputs: Common_Status_Update_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled status has been successfully submitted`)
};

export const common_status_update_success_title = /** @type {(inputs: Common_Status_Update_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you`)
};

export const common_streem_signup_email_invalid = /** @type {(inputs: Common_Streem_Signup_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is invalid.`)
};

export const common_streem_signup_failure = /** @type {(inputs: Common_Streem_Signup_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong please try again later.`)
};

export const common_streem_signup_phone_length = /** @type {(inputs: Common_Streem_Signup_Phone_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PhoneNumber must be 12 characters, as 555-555-0100.`)
};

export const common_streem_signup_phone_required = /** @type {(inputs: Common_Streem_Signup_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PhoneNumber is required`)
};

export const common_streem_signup_required = /** @type {(inputs: Common_Streem_Signup_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is required.`)
};

export const common_streem_signup_success = /** @type {(inputs: Common_Streem_Signup_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! We will reach out within a couple of business days to complete your signup.`)
};

export const common_text_opt_in_success = /** @type {(inputs: Common_Text_Opt_In_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have successfully been enrolled to recieve updates through text messaging.`)
};

export const common_too_many_requests = /** @type {(inputs: Common_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have received this request many times from you in a short while. Please try again ${i?.wait}.`)
};

export const common_transport_network_error = /** @type {(inputs: Common_Transport_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to reach the server. Check your connection and try again.`)
};

export const common_transport_server_error_text = /** @type {(inputs: Common_Transport_Server_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error communicating with the server. Please try again later.`)
};

export const common_transport_server_error_title = /** @type {(inputs: Common_Transport_Server_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server Error`)
};

export const common_transport_server_error_with_code = /** @type {(inputs: Common_Transport_Server_Error_With_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Server Error. Response Code ${i?.status}`)
};

export const common_update_available = /** @type {(inputs: Common_Update_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new version is available`)
};

export const common_update_reload = /** @type {(inputs: Common_Update_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const common_validation_dialog_title = /** @type {(inputs: Common_Validation_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops...we need a bit more information!`)
};

export const contact_customer_care = /** @type {(inputs: Contact_Customer_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer care`)
};

export const contact_description = /** @type {(inputs: Contact_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call, e-mail or write to ${i?.brand}: customer care, media contacts and our mailing address.`)
};

export const contact_eyebrow = /** @type {(inputs: Contact_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are here to help`)
};

export const contact_failed_text = /** @type {(inputs: Contact_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not send your message. Please try again, or call us at ${i?.phone}.`)
};

export const contact_failed_title = /** @type {(inputs: Contact_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Not Sent`)
};

export const contact_form_heading = /** @type {(inputs: Contact_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send us a message`)
};

export const contact_form_intro = /** @type {(inputs: Contact_Form_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We read every message and answer by e-mail or phone.`)
};

export const contact_form_label = /** @type {(inputs: Contact_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const contact_info_heading = /** @type {(inputs: Contact_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact information`)
};

export const contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about a plan, a claim or an invoice? Our customer care team answers the phone and the inbox. To request a repair, use Request Repair at the top of any page: it is the fastest way to get a contractor.`)
};

export const contact_mailing_address = /** @type {(inputs: Contact_Mailing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailing address`)
};

export const contact_media = /** @type {(inputs: Contact_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media contact`)
};

export const contact_message_label = /** @type {(inputs: Contact_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How can we help?`)
};

export const contact_sent_title = /** @type {(inputs: Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Sent`)
};

export const contact_submit = /** @type {(inputs: Contact_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

export const contact_title = /** @type {(inputs: Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

export const cookie_bar_close = /** @type {(inputs: Cookie_Bar_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close the privacy notice`)
};

export const cookie_bar_text = /** @type {((inputs: Cookie_Bar_TextInputs) => LocalizedString) & { parts: (inputs: Cookie_Bar_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Cookie_Bar_TextInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`We use cookies to keep you signed in, remember your choices and see which pages help visitors most. Read how in our Privacy Policy.`)
		}),
		{
			parts: /** @type {(inputs: Cookie_Bar_TextInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "We use cookies to keep you signed in, remember your choices and see which pages help visitors most. Read how in our " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Privacy Policy" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const cookie_bar_title = /** @type {(inputs: Cookie_Bar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We value your privacy`)
};

export const data_age_days = /** @type {(inputs: Data_Age_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} days ago`);
	return /** @type {LocalizedString} */ ("data_age_days");
};

export const data_age_hours = /** @type {(inputs: Data_Age_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hour ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} hours ago`);
	return /** @type {LocalizedString} */ ("data_age_hours");
};

export const data_age_just_now = /** @type {(inputs: Data_Age_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just now`)
};

export const data_age_minutes = /** @type {(inputs: Data_Age_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minute ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} minutes ago`);
	return /** @type {LocalizedString} */ ("data_age_minutes");
};

export const data_age_offline = /** @type {(inputs: Data_Age_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are offline. Showing the copy saved on this device from ${i?.when} (${i?.age}).`)
};

export const data_age_refresh_failed = /** @type {(inputs: Data_Age_Refresh_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not refresh. Showing the copy saved on this device from ${i?.when} (${i?.age}).`)
};

export const escrow_invoice_amount_due = /** @type {(inputs: Escrow_Invoice_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount due`)
};

export const escrow_invoice_amount_paid = /** @type {(inputs: Escrow_Invoice_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

export const escrow_invoice_buyer = /** @type {(inputs: Escrow_Invoice_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer`)
};

export const escrow_invoice_cancelled_call = /** @type {((inputs: Escrow_Invoice_Cancelled_CallInputs) => LocalizedString) & { parts: (inputs: Escrow_Invoice_Cancelled_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Questions about this invoice? Call ${i?.brand} at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Questions about this invoice? Call " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const escrow_invoice_cancelled_contract_cancelled = /** @type {(inputs: Escrow_Invoice_Cancelled_Contract_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber} was cancelled, so nothing is due on this invoice and it can no longer be paid.`)
};

export const escrow_invoice_cancelled_contract_expired = /** @type {(inputs: Escrow_Invoice_Cancelled_Contract_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber} has expired, so nothing is due on this invoice and it can no longer be paid.`)
};

export const escrow_invoice_cancelled_invoice = /** @type {(inputs: Escrow_Invoice_Cancelled_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is due on this invoice any more, and it can no longer be paid.`)
};

export const escrow_invoice_cancelled_title = /** @type {(inputs: Escrow_Invoice_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invoice was cancelled`)
};

export const escrow_invoice_closing_date = /** @type {(inputs: Escrow_Invoice_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing date`)
};

export const escrow_invoice_contract_number = /** @type {(inputs: Escrow_Invoice_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number`)
};

export const escrow_invoice_email_label = /** @type {(inputs: Escrow_Invoice_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail (for the receipt)`)
};

export const escrow_invoice_email_required = /** @type {(inputs: Escrow_Invoice_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your e-mail.`)
};

export const escrow_invoice_load_failure = /** @type {(inputs: Escrow_Invoice_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice could not be loaded. Please check your connection and try again.`)
};

export const escrow_invoice_loading = /** @type {(inputs: Escrow_Invoice_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the invoice…`)
};

export const escrow_invoice_needs_email = /** @type {(inputs: Escrow_Invoice_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your e-mail above first: the card is saved for it.`)
};

export const escrow_invoice_not_set = /** @type {(inputs: Escrow_Invoice_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not set`)
};

export const escrow_invoice_paid = /** @type {(inputs: Escrow_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid. Thank you: the buyer’s coverage starts at the close of escrow.`)
};

export const escrow_invoice_paid_on = /** @type {(inputs: Escrow_Invoice_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid on ${i?.date}. Thank you: the buyer’s coverage starts at the close of escrow.`)
};

export const escrow_invoice_pay = /** @type {(inputs: Escrow_Invoice_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount}`)
};

export const escrow_invoice_pay_title = /** @type {(inputs: Escrow_Invoice_Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay by card`)
};

export const escrow_invoice_paying = /** @type {(inputs: Escrow_Invoice_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying…`)
};

export const escrow_invoice_payment_failure = /** @type {(inputs: Escrow_Invoice_Payment_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment could not be made. Please try again.`)
};

export const escrow_invoice_plan = /** @type {(inputs: Escrow_Invoice_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const escrow_invoice_property = /** @type {(inputs: Escrow_Invoice_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property`)
};

export const escrow_invoice_questions = /** @type {((inputs: Escrow_Invoice_QuestionsInputs) => LocalizedString) & { parts: (inputs: Escrow_Invoice_QuestionsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_QuestionsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Questions? Call ${i?.brand} at ${i?.phone}. To pay by cheque, make it payable to ${i?.brand} with the contract number on it.`)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_QuestionsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Questions? Call " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: ". To pay by cheque, make it payable to " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " with the contract number on it." }])
			})
		}
	)
);

export const escrow_invoice_title = /** @type {(inputs: Escrow_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice Due at Closing`)
};

export const escrow_invoice_try_again = /** @type {(inputs: Escrow_Invoice_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

export const footer_accessibility = /** @type {(inputs: Footer_AccessibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibility`)
};

export const footer_call = /** @type {((inputs: Footer_CallInputs) => LocalizedString) & { parts: (inputs: Footer_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Footer_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
		}),
		{
			parts: /** @type {(inputs: Footer_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Call " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }])
			})
		}
	)
);

export const footer_contact = /** @type {(inputs: Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

export const footer_contractors = /** @type {(inputs: Footer_ContractorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contractors`)
};

export const footer_homeowners = /** @type {(inputs: Footer_HomeownersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowners`)
};

export const footer_nav_label = /** @type {(inputs: Footer_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer`)
};

export const footer_privacy_choices = /** @type {(inputs: Footer_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Privacy Choices`)
};

export const footer_privacy_policy = /** @type {(inputs: Footer_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const footer_real_estate = /** @type {(inputs: Footer_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate`)
};

export const footer_resources = /** @type {(inputs: Footer_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resources`)
};

export const footer_state_notice = /** @type {(inputs: Footer_State_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State Privacy Notice`)
};

export const footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home warranty plans in Arizona, Idaho, Nevada, Oregon, Texas and Utah.`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Use`)
};

export const header_account = /** @type {(inputs: Header_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const header_call = /** @type {(inputs: Header_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

export const header_contractors = /** @type {(inputs: Header_ContractorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contractors`)
};

export const header_home_link = /** @type {(inputs: Header_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} home`)
};

export const header_homeowner = /** @type {(inputs: Header_HomeownerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowner`)
};

export const header_login = /** @type {(inputs: Header_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const header_my_account = /** @type {(inputs: Header_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const header_nav_label = /** @type {(inputs: Header_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const header_real_estate = /** @type {(inputs: Header_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate`)
};

export const home_become_contractor = /** @type {(inputs: Home_Become_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Contractor`)
};

export const home_buyers_callout_brochure_text = /** @type {(inputs: Home_Buyers_Callout_Brochure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our plans on paper, in English or Spanish, ready for your next listing.`)
};

export const home_buyers_callout_brochure_title = /** @type {(inputs: Home_Buyers_Callout_Brochure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a Brochure`)
};

export const home_buyers_callout_reps_text = /** @type {(inputs: Home_Buyers_Callout_Reps_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A representative in your market for training, brochures and orders.`)
};

export const home_buyers_callout_reps_title = /** @type {(inputs: Home_Buyers_Callout_Reps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local Reps`)
};

export const home_buyers_callout_tools_text = /** @type {(inputs: Home_Buyers_Callout_Tools_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides on buying, selling and home care to share with your clients.`)
};

export const home_buyers_callout_tools_title = /** @type {(inputs: Home_Buyers_Callout_Tools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Educational Tools`)
};

export const home_buyers_callout_why_text = /** @type {(inputs: Home_Buyers_Callout_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hear from agents and escrow officers who order with us every week.`)
};

export const home_buyers_callout_why_title = /** @type {(inputs: Home_Buyers_Callout_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Choose Us`)
};

export const home_buyers_callouts_heading = /** @type {(inputs: Home_Buyers_Callouts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we help real estate professionals`)
};

export const home_buyers_eyebrow = /** @type {(inputs: Home_Buyers_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For agents, brokers and escrow officers`)
};

export const home_buyers_heading = /** @type {(inputs: Home_Buyers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Warranty for Real Estate Professionals`)
};

export const home_buyers_intro = /** @type {(inputs: Home_Buyers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give your buyers a first year without surprise repair bills and your sellers peace of mind while the home is listed. Order in minutes, pay at closing, and count on a local representative who knows your market.`)
};

export const home_buyers_meta_benefits_description = /** @type {(inputs: Home_Buyers_Meta_Benefits_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides and articles for real estate professionals and their clients: buying and selling a home, home warranty basics and home maintenance.`)
};

export const home_buyers_meta_benefits_title = /** @type {(inputs: Home_Buyers_Meta_Benefits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate Education Tools`)
};

export const home_buyers_meta_description = /** @type {(inputs: Home_Buyers_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home warranty plans for home buyers, sellers and their agents in Arizona, Idaho, Nevada, Oregon, Texas and Utah: quick orders, listing coverage, brochures and a local representative.`)
};

export const home_buyers_meta_plans_description = /** @type {(inputs: Home_Buyers_Meta_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare home warranty plans for home buyers and sellers, priced by the year for a single-family home, and order one for your closing in minutes.`)
};

export const home_buyers_meta_plans_title = /** @type {(inputs: Home_Buyers_Meta_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Buyer Protection Plans`)
};

export const home_buyers_meta_reps_description = /** @type {(inputs: Home_Buyers_Meta_Reps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet the sales representatives who help real estate professionals in Arizona, Idaho, Nevada, Oregon, Texas and Utah, and reach yours by phone or e-mail.`)
};

export const home_buyers_meta_reps_title = /** @type {(inputs: Home_Buyers_Meta_Reps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Local Home Warranty Representative`)
};

export const home_buyers_meta_reviews_description = /** @type {(inputs: Home_Buyers_Meta_Reviews_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What agents, brokers and escrow officers say about ordering residential service contracts for their buyers and sellers.`)
};

export const home_buyers_meta_reviews_title = /** @type {(inputs: Home_Buyers_Meta_Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Residential Service Contract Reviews from Real Estate Professionals`)
};

export const home_buyers_or = /** @type {(inputs: Home_Buyers_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OR`)
};

export const home_buyers_place_order = /** @type {(inputs: Home_Buyers_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place an Order`)
};

export const home_buyers_plans_heading = /** @type {(inputs: Home_Buyers_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Buyer Plans`)
};

export const home_buyers_plans_intro = /** @type {(inputs: Home_Buyers_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare our plans for home buyers and sellers, priced for the year of coverage that starts at closing. Listing coverage is available while the home is on the market. Pick a plan to start your order with it.`)
};

export const home_buyers_quick_order_loading = /** @type {(inputs: Home_Buyers_Quick_Order_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the quick order form…`)
};

export const home_buyers_section_reps = /** @type {(inputs: Home_Buyers_Section_RepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet your Representative`)
};

export const home_buyers_section_why = /** @type {(inputs: Home_Buyers_Section_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why Choose ${i?.brand}`)
};

export const home_buyers_subnav_label = /** @type {(inputs: Home_Buyers_Subnav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real estate page sections`)
};

export const home_contractors_heading = /** @type {(inputs: Home_Contractors_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For contractors`)
};

export const home_contractors_text = /** @type {(inputs: Home_Contractors_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plumbing, electrical, HVAC and appliance pros: fill your schedule with warranty customers near you. We send the work, supply major parts and pay your labor, so you can spend your day on repairs instead of sales.`)
};

export const home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: home warranty plans from $35 a month in Arizona, Idaho, Nevada, Oregon, Texas and Utah. A licensed contractor within 24 hours of your claim.`)
};

export const home_eyebrow = /** @type {(inputs: Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arizona · Idaho · Nevada · Oregon · Texas · Utah`)
};

export const home_find_rep = /** @type {(inputs: Home_Find_RepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Your Local Rep`)
};

export const home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home warranty protection that shows up when you need it`)
};

export const home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When your air conditioner quits in July or the water heater floods the garage, one call or a few taps gets a licensed local contractor on the way. Plans start at $35 a month, and you pay a set service fee instead of the repair bill.`)
};

export const home_real_estate_heading = /** @type {(inputs: Home_Real_Estate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For real estate professionals`)
};

export const home_real_estate_plans = /** @type {(inputs: Home_Real_Estate_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate Plans`)
};

export const home_real_estate_point1 = /** @type {(inputs: Home_Real_Estate_Point1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing coverage for sellers while the home is on the market`)
};

export const home_real_estate_point2 = /** @type {(inputs: Home_Real_Estate_Point2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans paid at closing through escrow`)
};

export const home_real_estate_point3 = /** @type {(inputs: Home_Real_Estate_Point3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A local representative in every state we serve`)
};

export const home_real_estate_text = /** @type {(inputs: Home_Real_Estate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A home warranty helps listings stand out and gives buyers a soft landing in their first year. Agents, brokers and escrow officers order in minutes with our quick order form, and coverage can start while the home is still listed.`)
};

export const home_see_plans = /** @type {(inputs: Home_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See Plans & Pricing`)
};

export const home_step1_text = /** @type {(inputs: Home_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a claim online at any hour, or call us. Tell us what stopped working and when you are home.`)
};

export const home_step1_title = /** @type {(inputs: Home_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a repair`)
};

export const home_step2_text = /** @type {(inputs: Home_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We assign a licensed local contractor within 24 hours, and they call you to set up the visit.`)
};

export const home_step2_title = /** @type {(inputs: Home_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet your contractor`)
};

export const home_step3_text = /** @type {(inputs: Home_Step3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covered items are repaired or replaced. You pay the service call fee you chose, not the repair bill.`)
};

export const home_step3_title = /** @type {(inputs: Home_Step3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay only the service fee`)
};

export const home_steps_heading = /** @type {(inputs: Home_Steps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How a repair works`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Warranty Plans`)
};

export const homeowner_choose_plan = /** @type {(inputs: Homeowner_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a Plan`)
};

export const homeowner_description = /** @type {(inputs: Homeowner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare home warranty plans for your home, from $35 a month. Coverage for heating, air conditioning, plumbing, electrical and appliances in Arizona, Idaho, Nevada, Oregon, Texas and Utah.`)
};

export const homeowner_eyebrow = /** @type {(inputs: Homeowner_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For homeowners`)
};

export const homeowner_intro = /** @type {(inputs: Homeowner_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Appliances and home systems wear out on their own schedule. A ${i?.brand} plan covers the repair or replacement of what breaks from normal wear and tear, for a set service fee, with a licensed local contractor assigned within 24 hours.`)
};

export const homeowner_plans_heading = /** @type {(inputs: Homeowner_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare Home Warranty Plans`)
};

export const homeowner_plans_intro = /** @type {(inputs: Homeowner_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three plans, from the home systems you use every day to full coverage of your kitchen and laundry appliances. Add pool, well, septic and more when you order. Pick a plan to start your order with it.`)
};

export const homeowner_renew = /** @type {(inputs: Homeowner_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew Your Warranty`)
};

export const homeowner_request_quote = /** @type {(inputs: Homeowner_Request_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Quote`)
};

export const homeowner_subnav_label = /** @type {(inputs: Homeowner_Subnav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowner page sections`)
};

export const homeowner_title = /** @type {(inputs: Homeowner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Warranty Plans for Homeowners`)
};

export const illustration_sold = /** @type {(inputs: Illustration_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SOLD`)
};

export const install_app = /** @type {(inputs: Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install app`)
};

export const install_card_add = /** @type {(inputs: Install_Card_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add now`)
};

export const install_card_dismiss = /** @type {(inputs: Install_Card_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

export const install_card_ios = /** @type {((inputs: Install_Card_IosInputs) => LocalizedString) & { parts: (inputs: Install_Card_IosInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Install_Card_IosInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Tap Share at the bottom of Safari, then “Add to Home Screen”.`)
		}),
		{
			parts: /** @type {(inputs: Install_Card_IosInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Tap " }, { type: "markup-start", name: "share", options: {}, attributes: {} }, { type: "text", value: "Share" }, { type: "markup-end", name: "share", options: {}, attributes: {} }, { type: "text", value: " at the bottom of Safari, then “Add to Home Screen”." }])
			})
		}
	)
);

export const install_card_title = /** @type {(inputs: Install_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to home screen`)
};

export const install_card_why_claim = /** @type {(inputs: Install_Card_Why_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow your claim and reach us in one tap, even on a weak signal.`)
};

export const install_card_why_contractor = /** @type {(inputs: Install_Card_Why_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your tickets in one tap and keep working where the signal drops.`)
};

export const install_card_why_order = /** @type {(inputs: Install_Card_Why_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your plan and request a repair in one tap, even on a weak signal.`)
};

export const language_switch_to = /** @type {(inputs: Language_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View this page in ${i?.language}`)
};

export const legal_accessibility_description = /** @type {(inputs: Legal_Accessibility_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we make our website and app usable for everyone, the standard we hold them to, what we know falls short, and how to reach us for help or another format.`)
};

export const legal_accessibility_title = /** @type {(inputs: Legal_Accessibility_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibility`)
};

export const legal_english_governs = /** @type {(inputs: Legal_English_GovernsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is provided in English.`)
};

export const legal_privacy_description = /** @type {(inputs: Legal_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What personal information we collect, why, who we share it with, how long we keep it and the choices and rights you have.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const legal_state_notice_description = /** @type {(inputs: Legal_State_Notice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The privacy rights of consumers in California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia, and how to use them.`)
};

export const legal_state_notice_title = /** @type {(inputs: Legal_State_Notice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers`)
};

export const legal_terms_description = /** @type {(inputs: Legal_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The terms for using our website and services: eligibility, acceptable use, text messages, liability and how disputes are resolved.`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms & Conditions`)
};

export const legal_toc_label = /** @type {(inputs: Legal_Toc_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this page`)
};

export const legal_updated = /** @type {((inputs: Legal_UpdatedInputs) => LocalizedString) & { parts: (inputs: Legal_UpdatedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Legal_UpdatedInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Last updated: ${i?.date}`)
		}),
		{
			parts: /** @type {(inputs: Legal_UpdatedInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Last updated: " }, { type: "markup-start", name: "time", options: {}, attributes: {} }, { type: "text", value: String(i?.date) }, { type: "markup-end", name: "time", options: {}, attributes: {} }])
			})
		}
	)
);

export const mail_button_account = /** @type {(inputs: Mail_Button_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your account`)
};

export const mail_button_change_visit = /** @type {(inputs: Mail_Button_Change_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the visit`)
};

export const mail_button_choose_day = /** @type {(inputs: Mail_Button_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a day`)
};

export const mail_button_choose_password = /** @type {(inputs: Mail_Button_Choose_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

export const mail_button_confirm_order = /** @type {(inputs: Mail_Button_Confirm_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the order`)
};

export const mail_button_confirm_subscription = /** @type {(inputs: Mail_Button_Confirm_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my subscription`)
};

export const mail_button_create_password = /** @type {(inputs: Mail_Button_Create_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your password`)
};

export const mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the button does not work, open this link:`)
};

export const mail_button_order_again = /** @type {(inputs: Mail_Button_Order_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a new home warranty`)
};

export const mail_button_pay = /** @type {(inputs: Mail_Button_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay now`)
};

export const mail_button_pay_invoice = /** @type {(inputs: Mail_Button_Pay_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay the invoice`)
};

export const mail_button_renew = /** @type {(inputs: Mail_Button_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew now`)
};

export const mail_button_update_card = /** @type {(inputs: Mail_Button_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update your card`)
};

export const mail_call_us_at = /** @type {(inputs: Mail_Call_Us_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call us at ${i?.phone}.`)
};

export const mail_card_expiry_subject = /** @type {(inputs: Mail_Card_Expiry_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your card ending ${i?.lastFour} is about to expire`)
};

export const mail_card_expiry_text = /** @type {(inputs: Mail_Card_Expiry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.cardType} card ending ${i?.lastFour} expires at the end of ${i?.month}, before the next monthly payment of ${i?.amount} for ${i?.policyNumbers} on ${i?.nextCharge}. Please update the card, or choose another one, in your account.`)
};

export const mail_charge_reason_declined = /** @type {(inputs: Mail_Charge_Reason_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card was declined by the bank.`)
};

export const mail_charge_reason_expired = /** @type {(inputs: Mail_Charge_Reason_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card has expired.`)
};

export const mail_charge_reason_no_card = /** @type {(inputs: Mail_Charge_Reason_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic payment is off for this contract, so no card was charged.`)
};

export const mail_charge_reason_profile_not_found = /** @type {(inputs: Mail_Charge_Reason_Profile_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card could not be found at our card processor.`)
};

export const mail_contract_expired_renew = /** @type {(inputs: Mail_Contract_Expired_RenewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can still renew it until ${i?.renewUntil}: your coverage starts again once the renewal is paid.`)
};

export const mail_contract_expired_subject = /** @type {(inputs: Mail_Contract_Expired_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your home warranty ${i?.policyNumber} has ended`)
};

export const mail_contract_expired_text = /** @type {(inputs: Mail_Contract_Expired_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your home warranty ${i?.policyNumber} for ${i?.address} ended on ${i?.ended} and no longer covers your home.`)
};

export const mail_contract_started_lead = /** @type {(inputs: Mail_Contract_Started_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your contract is in your account, and that is where you request a repair when something breaks:`)
};

export const mail_contract_started_subject = /** @type {(inputs: Mail_Contract_Started_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your home warranty ${i?.policyNumber} has started`)
};

export const mail_contract_started_text = /** @type {(inputs: Mail_Contract_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your home warranty ${i?.policyNumber} for ${i?.address} is active: it covers your home from ${i?.starts} to ${i?.ends}.`)
};

export const mail_data_request_appeal = /** @type {(inputs: Mail_Data_Request_AppealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you disagree, reply to this e-mail with “Privacy appeal” in the subject line and someone who was not involved will review it.`)
};

export const mail_data_request_completed_subject = /** @type {(inputs: Mail_Data_Request_Completed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your privacy request is complete`)
};

export const mail_data_request_completed_text = /** @type {(inputs: Mail_Data_Request_Completed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We completed your request.`)
};

export const mail_data_request_not_you = /** @type {(inputs: Mail_Data_Request_Not_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If you did not make this request, please call ${i?.phone}.`)
};

export const mail_data_request_received_subject = /** @type {(inputs: Mail_Data_Request_Received_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your privacy request`)
};

export const mail_data_request_received_text = /** @type {(inputs: Mail_Data_Request_Received_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your request. We will verify your identity by matching what you told us with what we hold, and respond within 45 days. If we need more time, we will tell you why.`)
};

export const mail_data_request_type_access = /** @type {(inputs: Mail_Data_Request_Type_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access to my information`)
};

export const mail_data_request_type_correction = /** @type {(inputs: Mail_Data_Request_Type_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correction of my information`)
};

export const mail_data_request_type_deletion = /** @type {(inputs: Mail_Data_Request_Type_DeletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deletion of my information`)
};

export const mail_dunning_cancelled_subject = /** @type {(inputs: Mail_Dunning_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your plan ${i?.policyNumber} is cancelled`)
};

export const mail_dunning_cancelled_text = /** @type {(inputs: Mail_Dunning_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your monthly payment of ${i?.amount} due ${i?.dueDate} was not paid within 30 days, so this plan is cancelled and no longer covers your home. Please call us if you have questions.`)
};

export const mail_dunning_suspended_subject = /** @type {(inputs: Mail_Dunning_Suspended_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your plan ${i?.policyNumber} is suspended`)
};

export const mail_dunning_suspended_text = /** @type {(inputs: Mail_Dunning_Suspended_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your monthly payment of ${i?.amount} due ${i?.dueDate} was not paid, so this plan is suspended: service requests are refused until it is paid. Please pay it from your account. If it is not paid, the plan will be cancelled on ${i?.cancelsOn}.`)
};

export const mail_erasure_kept = /** @type {(inputs: Mail_Erasure_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we keep, and why:`)
};

export const mail_erasure_no_name = /** @type {(inputs: Mail_Erasure_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These records no longer carry your name or contact details.`)
};

export const mail_erasure_subject = /** @type {(inputs: Mail_Erasure_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.brand} account is deleted`)
};

export const mail_erasure_text = /** @type {(inputs: Mail_Erasure_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As you asked, we deleted your ${i?.brand} account. Your name, e-mail address, phone numbers, saved cards, notices and uploaded photos are erased, and every session is signed out. This is the last e-mail we send to this address.`)
};

export const mail_escrow_cancelled_subject = /** @type {(inputs: Mail_Escrow_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: the home warranty ${i?.policyNumber} was cancelled`)
};

export const mail_escrow_cancelled_text = /** @type {(inputs: Mail_Escrow_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.amount} due at closing for the home warranty ${i?.policyNumber} (${i?.address}, closed on ${i?.closed}) was not paid within ${i?.days} days, so the order is cancelled and the home is not covered. A new order covers it again.`)
};

export const mail_escrow_invoice_cheque = /** @type {(inputs: Mail_Escrow_Invoice_ChequeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Or send a cheque payable to ${i?.brand} with the contract number on it. The invoice is attached as a PDF.`)
};

export const mail_escrow_invoice_moved = /** @type {(inputs: Mail_Escrow_Invoice_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The closing date of the home warranty for ${i?.property} changed; this invoice replaces the one sent before.`)
};

export const mail_escrow_invoice_moved_subject = /** @type {(inputs: Mail_Escrow_Invoice_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: invoice ${i?.policyNumber} due at closing, new closing date ${i?.closingDate}`)
};

export const mail_escrow_invoice_no_closing_date = /** @type {(inputs: Mail_Escrow_Invoice_No_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not set`)
};

export const mail_escrow_invoice_pay_lead = /** @type {(inputs: Mail_Escrow_Invoice_Pay_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay it by card here:`)
};

export const mail_escrow_invoice_placed = /** @type {(inputs: Mail_Escrow_Invoice_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A home warranty was ordered for ${i?.property}, to be paid at closing through escrow.`)
};

export const mail_escrow_invoice_subject = /** @type {(inputs: Mail_Escrow_Invoice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: invoice ${i?.policyNumber} due at closing, ${i?.amount}`)
};

export const mail_escrow_reminder_subject = /** @type {(inputs: Mail_Escrow_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: the payment due at closing for ${i?.policyNumber} has not arrived`)
};

export const mail_escrow_reminder_text = /** @type {(inputs: Mail_Escrow_Reminder_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The home warranty ${i?.policyNumber} for ${i?.address} closed on ${i?.closed}, and its ${i?.amount} due at closing is still unpaid. Please have it paid through escrow, or pay it from your account. Unpaid, the order is cancelled on ${i?.cancels}.`)
};

export const mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,`)
};

export const mail_hello_name = /** @type {(inputs: Mail_Hello_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name},`)
};

export const mail_label_amount_due = /** @type {(inputs: Mail_Label_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount due`)
};

export const mail_label_amount_paid = /** @type {(inputs: Mail_Label_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

export const mail_label_buyer = /** @type {(inputs: Mail_Label_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer`)
};

export const mail_label_charged_today = /** @type {(inputs: Mail_Label_Charged_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged today`)
};

export const mail_label_closing_date = /** @type {(inputs: Mail_Label_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing date`)
};

export const mail_label_contract = /** @type {(inputs: Mail_Label_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract`)
};

export const mail_label_contract_number = /** @type {(inputs: Mail_Label_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number`)
};

export const mail_label_coverage_ended = /** @type {(inputs: Mail_Label_Coverage_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage ended`)
};

export const mail_label_coverage_ends = /** @type {(inputs: Mail_Label_Coverage_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage ends`)
};

export const mail_label_coverage_starts = /** @type {(inputs: Mail_Label_Coverage_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage starts`)
};

export const mail_label_due = /** @type {(inputs: Mail_Label_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due`)
};

export const mail_label_monthly = /** @type {(inputs: Mail_Label_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly`)
};

export const mail_label_monthly_payment = /** @type {(inputs: Mail_Label_Monthly_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly payment`)
};

export const mail_label_plan = /** @type {(inputs: Mail_Label_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const mail_label_property = /** @type {(inputs: Mail_Label_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property`)
};

export const mail_label_reference = /** @type {(inputs: Mail_Label_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

export const mail_label_refunded = /** @type {(inputs: Mail_Label_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

export const mail_label_request = /** @type {(inputs: Mail_Label_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request`)
};

export const mail_label_total = /** @type {(inputs: Mail_Label_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const mail_label_yearly = /** @type {(inputs: Mail_Label_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A year`)
};

export const mail_monthly_declined_subject = /** @type {(inputs: Mail_Monthly_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your monthly payment for ${i?.policyNumber} did not go through`)
};

export const mail_monthly_declined_text_final = /** @type {(inputs: Mail_Monthly_Declined_Text_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not charge ${i?.amount}: ${i?.reason} Please pay the invoice from your account, or update your card. We will not try the card again.`)
};

export const mail_monthly_declined_text_retry = /** @type {(inputs: Mail_Monthly_Declined_Text_RetryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not charge ${i?.amount}: ${i?.reason} Please pay the invoice from your account, or update your card. We will try the card again on ${i?.retry}.`)
};

export const mail_newsletter_confirm_lead = /** @type {(inputs: Mail_Newsletter_Confirm_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To confirm, open this link:`)
};

export const mail_newsletter_confirm_note = /** @type {(inputs: Mail_Newsletter_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link works once, for 48 hours. If you did not ask for the newsletter, ignore this e-mail: without confirmation we send you nothing more.`)
};

export const mail_newsletter_confirm_subject = /** @type {(inputs: Mail_Newsletter_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your ${i?.brand} newsletter subscription`)
};

export const mail_newsletter_confirm_text = /** @type {(inputs: Mail_Newsletter_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone, we hope you, asked for the ${i?.brand} newsletter at this address.`)
};

export const mail_newsletter_unsubscribe = /** @type {(inputs: Mail_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

export const mail_newsletter_unsubscribe_text = /** @type {(inputs: Mail_Newsletter_Unsubscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer want our newsletter?`)
};

export const mail_order_charged_card = /** @type {(inputs: Mail_Order_Charged_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} to your card ending ${i?.lastFour}`)
};

export const mail_order_completed = /** @type {(inputs: Mail_Order_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order has been successfully completed.`)
};

export const mail_order_create_password = /** @type {(inputs: Mail_Order_Create_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your password to see your contract and request repairs online:`)
};

export const mail_order_escrow_due = /** @type {(inputs: Mail_Order_Escrow_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment is due at closing through escrow.`)
};

export const mail_order_link_once = /** @type {(inputs: Mail_Order_Link_OnceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link works once and expires in ${i?.days} days. After that, choose "Forgot password" when you log in.`)
};

export const mail_order_starts_at_closing = /** @type {(inputs: Mail_Order_Starts_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage starts at close of escrow.`)
};

export const mail_order_subject = /** @type {(inputs: Mail_Order_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your order ${i?.policyNumber}`)
};

export const mail_owner_confirm_added = /** @type {(inputs: Mail_Owner_Confirm_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It will be added to your account once you confirm it is yours:`)
};

export const mail_owner_confirm_not_mine = /** @type {(inputs: Mail_Owner_Confirm_Not_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not expect it, open the link and choose "This is not my order": it is cancelled and any payment returned.`)
};

export const mail_owner_confirm_placed = /** @type {(inputs: Mail_Owner_Confirm_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A home warranty order (${i?.policyNumber}) was placed for ${i?.address} with this e-mail address.`)
};

export const mail_owner_confirm_subject = /** @type {(inputs: Mail_Owner_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: please confirm the order ${i?.policyNumber} for your home`)
};

export const mail_password_create_subject = /** @type {(inputs: Mail_Password_Create_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Create your ${i?.brand} password`)
};

export const mail_password_create_text = /** @type {(inputs: Mail_Password_Create_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use this link to sign in and create the password of your ${i?.brand} account, where your contract is and where you request repairs:`)
};

export const mail_password_link_expiry = /** @type {(inputs: Mail_Password_Link_ExpiryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link works once and expires in ${i?.minutes} minutes. If you did not ask for it, you can ignore this e-mail.`)
};

export const mail_password_reset_subject = /** @type {(inputs: Mail_Password_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset your ${i?.brand} password`)
};

export const mail_password_reset_text = /** @type {(inputs: Mail_Password_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this link to sign in and choose a new password:`)
};

export const mail_questions_call = /** @type {(inputs: Mail_Questions_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If you have a question, call ${i?.brand} at ${i?.phone}.`)
};

export const mail_receipt_card = /** @type {(inputs: Mail_Receipt_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cardType} ending ${i?.lastFour}`)
};

export const mail_receipt_monthly_subject = /** @type {(inputs: Mail_Receipt_Monthly_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: receipt for your monthly payment ${i?.period} (${i?.policyNumber})`)
};

export const mail_receipt_monthly_text = /** @type {(inputs: Mail_Receipt_Monthly_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you: we charged ${i?.amount} to your ${i?.card} for the monthly payment ${i?.period} of your home warranty ${i?.policyNumber}.`)
};

export const mail_receipt_renewal_subject = /** @type {(inputs: Mail_Receipt_Renewal_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: receipt for the renewal of your home warranty (${i?.policyNumber})`)
};

export const mail_receipt_renewal_text = /** @type {(inputs: Mail_Receipt_Renewal_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you: we charged ${i?.amount} to your ${i?.card} for the renewal of your home warranty ${i?.oldPolicyNumber}. ${i?.policyNumber} covers your home from ${i?.starts}.`)
};

export const mail_receipt_subject = /** @type {(inputs: Mail_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: receipt for ${i?.policyNumber}`)
};

export const mail_receipt_text = /** @type {(inputs: Mail_Receipt_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you: we charged ${i?.amount} to your ${i?.card} for "${i?.what}" of your home warranty ${i?.policyNumber}.`)
};

export const mail_refund_refused_order = /** @type {(inputs: Mail_Refund_Refused_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have refunded ${i?.amount} to the card you paid with, for the order you refused of your home warranty ${i?.policyNumber}.`)
};

export const mail_refund_service_call_fee = /** @type {(inputs: Mail_Refund_Service_Call_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have refunded ${i?.amount} to the card you paid with, for the service call fee of request ${i?.serviceRequestNumber} of your home warranty ${i?.policyNumber}.`)
};

export const mail_refund_statement = /** @type {(inputs: Mail_Refund_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It shows on your card statement within 3 to 5 business days; if the charge had not been settled yet, it is cancelled instead and drops off sooner.`)
};

export const mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: a refund on ${i?.policyNumber}`)
};

export const mail_renewal_declined_subject = /** @type {(inputs: Mail_Renewal_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your renewal payment for ${i?.policyNumber} did not go through`)
};

export const mail_renewal_declined_text = /** @type {(inputs: Mail_Renewal_Declined_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not charge ${i?.amount} for the renewal of ${i?.oldPolicyNumber}: ${i?.reason} Please pay the invoice from your account, or update your card, so that your coverage continues.`)
};

export const mail_renewal_reminder_lead = /** @type {(inputs: Mail_Renewal_Reminder_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew it now to stay covered:`)
};

export const mail_renewal_reminder_subject = /** @type {(inputs: Mail_Renewal_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your home warranty ${i?.policyNumber} ends on ${i?.ends}`)
};

export const mail_renewal_reminder_text = /** @type {(inputs: Mail_Renewal_Reminder_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your home warranty ${i?.policyNumber} for ${i?.address} ends on ${i?.ends}.`)
};

export const mail_renewed_charge_card = /** @type {(inputs: Mail_Renewed_Charge_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will charge ${i?.amount} to your ${i?.card} on ${i?.starts}, the first day of the new term.`)
};

export const mail_renewed_charge_monthly_card = /** @type {(inputs: Mail_Renewed_Charge_Monthly_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will charge the first month, ${i?.amount}, to your ${i?.card} on ${i?.starts}, the first day of the new term.`)
};

export const mail_renewed_charge_monthly_no_card = /** @type {(inputs: Mail_Renewed_Charge_Monthly_No_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will charge the first month, ${i?.amount}, on ${i?.starts}, the first day of the new term. Please add a card in your account before then.`)
};

export const mail_renewed_charge_no_card = /** @type {(inputs: Mail_Renewed_Charge_No_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will charge ${i?.amount} on ${i?.starts}, the first day of the new term. Please add a card in your account before then.`)
};

export const mail_renewed_subject = /** @type {(inputs: Mail_Renewed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your home warranty ${i?.policyNumber} renews on ${i?.starts}`)
};

export const mail_renewed_text = /** @type {(inputs: Mail_Renewed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your home warranty ${i?.policyNumber} for ${i?.address} ends on ${i?.starts}. As you chose automatic renewal, we have renewed it with the auto-renew discount: ${i?.renewalPolicyNumber}, from ${i?.starts}.`)
};

export const mail_thank_you = /** @type {(inputs: Mail_Thank_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for choosing ${i?.brand}.`)
};

export const mail_unsubscribe_page_done = /** @type {(inputs: Mail_Unsubscribe_Page_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} gets no more newsletters from us.`)
};

export const mail_unsubscribe_page_done_title = /** @type {(inputs: Mail_Unsubscribe_Page_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed`)
};

export const mail_unsubscribe_page_invalid = /** @type {(inputs: Mail_Unsubscribe_Page_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was changed or cut short. Please open the unsubscribe link of the newsletter mail as it is.`)
};

export const mail_unsubscribe_page_invalid_title = /** @type {(inputs: Mail_Unsubscribe_Page_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link does not work`)
};

export const mail_unsubscribe_page_text = /** @type {(inputs: Mail_Unsubscribe_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To stop the newsletter at ${i?.email}, press the button. Nothing else is needed.`)
};

export const mail_unsubscribe_page_title = /** @type {(inputs: Mail_Unsubscribe_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsubscribe from the ${i?.brand} newsletter`)
};

export const mail_visit_arrived = /** @type {(inputs: Mail_Visit_ArrivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has arrived.`)
};

export const mail_visit_arrived_subject = /** @type {(inputs: Mail_Visit_Arrived_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your technician has arrived (work order ${i?.workOrderId})`)
};

export const mail_visit_complete = /** @type {(inputs: Mail_Visit_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has finished the work.`)
};

export const mail_visit_complete_subject = /** @type {(inputs: Mail_Visit_Complete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your technician has finished the work (work order ${i?.workOrderId})`)
};

export const mail_visit_follow = /** @type {(inputs: Mail_Visit_FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Service request ${i?.serviceRequestNumber}, work order ${i?.workOrderId}. Follow it in your account under Service requests.`)
};

export const mail_visit_on_my_way = /** @type {(inputs: Mail_Visit_On_My_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is on the way.`)
};

export const mail_visit_on_my_way_eta = /** @type {(inputs: Mail_Visit_On_My_Way_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is on the way - about ${i?.minutes} minutes.`)
};

export const mail_visit_on_my_way_subject = /** @type {(inputs: Mail_Visit_On_My_Way_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your technician is on the way (work order ${i?.workOrderId})`)
};

export const mail_work_order_booked = /** @type {(inputs: Mail_Work_Order_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your visit is booked for ${i?.day}, ${i?.time} (the home's local time). The technician will be in touch before coming.`)
};

export const mail_work_order_booked_subject = /** @type {(inputs: Mail_Work_Order_Booked_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your repair visit is booked (work order ${i?.workOrderId})`)
};

export const mail_work_order_change = /** @type {(inputs: Mail_Work_Order_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To change the time, or to cancel the work order, use this page:`)
};

export const mail_work_order_choose = /** @type {(inputs: Mail_Work_Order_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a day and a time window for the visit, or cancel the work order, on this page:`)
};

export const mail_work_order_keep_private = /** @type {(inputs: Mail_Work_Order_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone with this link can change the visit, so please keep it to yourself.`)
};

export const mail_work_order_sent = /** @type {(inputs: Mail_Work_Order_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your service request ${i?.serviceRequestNumber} (${i?.item}) has been sent to ${i?.company}, work order ${i?.workOrderId}.`)
};

export const mail_work_order_subject = /** @type {(inputs: Mail_Work_Order_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a day for your repair visit (work order ${i?.workOrderId})`)
};

export const not_found_page_title = /** @type {(inputs: Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page Not Found`)
};

export const notices_always_sent = /** @type {(inputs: Notices_Always_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Always e-mailed`)
};

export const notices_back = /** @type {(inputs: Notices_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to profile`)
};

export const notices_channel_email = /** @type {(inputs: Notices_Channel_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const notices_channel_push = /** @type {(inputs: Notices_Channel_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone notification`)
};

export const notices_channel_text = /** @type {(inputs: Notices_Channel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text`)
};

export const notices_intro = /** @type {(inputs: Notices_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how we tell you about each kind of message. The newsletter is not part of these choices.`)
};

export const notices_kind_claim_decision = /** @type {(inputs: Notices_Kind_Claim_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision on your claim or a cash offer`)
};

export const notices_kind_claim_updates = /** @type {(inputs: Notices_Kind_Claim_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other updates to your claim`)
};

export const notices_kind_payment_failed = /** @type {(inputs: Notices_Kind_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment did not go through`)
};

export const notices_kind_receipts = /** @type {(inputs: Notices_Kind_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipts and refunds`)
};

export const notices_kind_renewal_reminders = /** @type {(inputs: Notices_Kind_Renewal_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renewal reminders`)
};

export const notices_kind_technician_visit = /** @type {(inputs: Notices_Kind_Technician_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technician on the way, arrived or finished`)
};

export const notices_kind_visit_scheduled = /** @type {(inputs: Notices_Kind_Visit_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repair visit booked or moved`)
};

export const notices_link = /** @type {(inputs: Notices_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we reach you`)
};

export const notices_link_text = /** @type {(inputs: Notices_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose e-mail, text or phone notifications for each kind of message.`)
};

export const notices_load_failed = /** @type {(inputs: Notices_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices could not be loaded. Please try again.`)
};

export const notices_no_device = /** @type {(inputs: Notices_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allow notifications on a device first`)
};

export const notices_open = /** @type {(inputs: Notices_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how we reach you`)
};

export const notices_retry = /** @type {(inputs: Notices_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const notices_save_failed = /** @type {(inputs: Notices_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices were not saved. Please try again.`)
};

export const notices_saved = /** @type {(inputs: Notices_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices are saved.`)
};

export const notices_switch_label = /** @type {(inputs: Notices_Switch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: ${i?.channel}`)
};

export const notices_texts_off = /** @type {(inputs: Notices_Texts_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on texts in your profile first`)
};

export const notices_title = /** @type {(inputs: Notices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we reach you`)
};

export const offline_page_not_saved_text = /** @type {(inputs: Offline_Page_Not_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and this page was not opened here before. It will show once you are back online.`)
};

export const offline_page_not_saved_title = /** @type {(inputs: Offline_Page_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is not saved on this device`)
};

export const offline_page_saved_list = /** @type {(inputs: Offline_Page_Saved_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages you can open offline:`)
};

export const offline_page_saved_none = /** @type {(inputs: Offline_Page_Saved_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pages are saved on this device yet.`)
};

export const order_addon_included = /** @type {(inputs: Order_Addon_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included with this plan`)
};

export const order_addon_less = /** @type {(inputs: Order_Addon_LessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One less ${i?.name}`)
};

export const order_addon_more = /** @type {(inputs: Order_Addon_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One more ${i?.name}`)
};

export const order_addons = /** @type {(inputs: Order_AddonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add-ons`)
};

export const order_addons_none = /** @type {(inputs: Order_Addons_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan has no add-ons.`)
};

export const order_address_did_you_mean = /** @type {((inputs: Order_Address_Did_You_MeanInputs) => LocalizedString) & { parts: (inputs: Order_Address_Did_You_MeanInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Address_Did_You_MeanInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Did you mean ${i?.address}?`)
		}),
		{
			parts: /** @type {(inputs: Order_Address_Did_You_MeanInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Did you mean " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.address) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: "?" }])
			})
		}
	)
);

export const order_address_use = /** @type {(inputs: Order_Address_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this address`)
};

export const order_auto_renew = /** @type {(inputs: Order_Auto_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew my plan automatically each year, with the auto-renew discount`)
};

export const order_back = /** @type {(inputs: Order_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const order_billing_city = /** @type {(inputs: Order_Billing_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing city`)
};

export const order_billing_city_required = /** @type {(inputs: Order_Billing_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing city is required.`)
};

export const order_billing_same = /** @type {(inputs: Order_Billing_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing address same as property`)
};

export const order_billing_state = /** @type {(inputs: Order_Billing_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing state`)
};

export const order_billing_state_required = /** @type {(inputs: Order_Billing_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing state is required.`)
};

export const order_billing_street = /** @type {(inputs: Order_Billing_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing street address`)
};

export const order_billing_street_required = /** @type {(inputs: Order_Billing_Street_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing address is required.`)
};

export const order_billing_zip = /** @type {(inputs: Order_Billing_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing zip code`)
};

export const order_billing_zip_required = /** @type {(inputs: Order_Billing_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing zip code is required.`)
};

export const order_buyers_credit = /** @type {((inputs: Order_Buyers_CreditInputs) => LocalizedString) & { parts: (inputs: Order_Buyers_CreditInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Buyers_CreditInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Buyer's credit: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Order_Buyers_CreditInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Buyer's credit: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_buyers_credit_applied = /** @type {((inputs: Order_Buyers_Credit_AppliedInputs) => LocalizedString) & { parts: (inputs: Order_Buyers_Credit_AppliedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Buyers_Credit_AppliedInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Buyer's credit: ${i?.amount} applied to prepaid service calls.`)
		}),
		{
			parts: /** @type {(inputs: Order_Buyers_Credit_AppliedInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Buyer's credit: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " applied to prepaid service calls." }])
			})
		}
	)
);

export const order_buyers_credit_apply = /** @type {(inputs: Order_Buyers_Credit_ApplyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Apply it to ${i?.count} prepaid service call`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Apply it to ${i?.count} prepaid service calls`);
	return /** @type {LocalizedString} */ ("order_buyers_credit_apply");
};

export const order_card_enter = /** @type {(inputs: Order_Card_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter card`)
};

export const order_card_expired = /** @type {(inputs: Order_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card form has expired. Please open it again.`)
};

export const order_card_frame_title = /** @type {(inputs: Order_Card_Frame_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure card form`)
};

export const order_card_hint = /** @type {(inputs: Order_Card_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card goes straight to our card processor's secure form; we keep only its last four digits.`)
};

export const order_card_label = /** @type {(inputs: Order_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} ending ${i?.lastFour}, expires ${i?.expires}`)
};

export const order_card_legend = /** @type {(inputs: Order_Card_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

export const order_card_needs_email = /** @type {(inputs: Order_Card_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your e-mail address first: the card is saved for it.`)
};

export const order_card_offline = /** @type {(inputs: Order_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card entry needs a connection. Connect to the internet to enter your card; the rest of the form can be filled in meanwhile.`)
};

export const order_card_open_again = /** @type {(inputs: Order_Card_Open_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the card form again`)
};

export const order_card_open_failed = /** @type {(inputs: Order_Card_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card form could not be opened. Please try again.`)
};

export const order_card_open_lost = /** @type {(inputs: Order_Card_Open_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card form could not be opened: the connection was lost. Please try again.`)
};

export const order_card_opening = /** @type {(inputs: Order_Card_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the secure card form…`)
};

export const order_card_read_failed = /** @type {(inputs: Order_Card_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not read the card you saved. Please try again.`)
};

export const order_card_read_lost = /** @type {(inputs: Order_Card_Read_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not read the card you saved: the connection was lost. Please try again.`)
};

export const order_card_reading = /** @type {(inputs: Order_Card_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your card…`)
};

export const order_card_required = /** @type {(inputs: Order_Card_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your card details.`)
};

export const order_card_try_again = /** @type {(inputs: Order_Card_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const order_card_use_different = /** @type {(inputs: Order_Card_Use_DifferentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a different card`)
};

export const order_check_body = /** @type {(inputs: Order_Check_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please check the order: ${i?.field} ${i?.problem}.`)
};

export const order_choose_plan_to_renew = /** @type {(inputs: Order_Choose_Plan_To_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the plan to renew from your account.`)
};

export const order_choose_plan_to_upgrade = /** @type {(inputs: Order_Choose_Plan_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the plan to upgrade from your account.`)
};

export const order_choose_state = /** @type {(inputs: Order_Choose_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose A State`)
};

export const order_city = /** @type {(inputs: Order_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const order_city_required = /** @type {(inputs: Order_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City is required.`)
};

export const order_close_date = /** @type {(inputs: Order_Close_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated close date`)
};

export const order_close_date_required = /** @type {(inputs: Order_Close_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated close date is required.`)
};

export const order_compare_adds = /** @type {(inputs: Order_Compare_AddsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Everything in ${i?.below}, plus`)
};

export const order_compare_adds_nothing = /** @type {(inputs: Order_Compare_Adds_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing beyond ${i?.below}`)
};

export const order_compare_covers = /** @type {(inputs: Order_Compare_CoversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covers`)
};

export const order_compare_intro = /** @type {(inputs: Order_Compare_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the lowest price up: what each plan covers beyond the plan before it.`)
};

export const order_compare_lacks = /** @type {(inputs: Order_Compare_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leaves out from ${i?.below}`)
};

export const order_compare_plans = /** @type {(inputs: Order_Compare_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare plans`)
};

export const order_confirm_owner_contract = /** @type {(inputs: Order_Confirm_Owner_ContractInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber}`)
};

export const order_confirm_owner_no = /** @type {(inputs: Order_Confirm_Owner_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not my order`)
};

export const order_confirm_owner_note = /** @type {(inputs: Order_Confirm_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it is not yours, the order is cancelled and any payment is returned.`)
};

export const order_confirm_owner_question = /** @type {(inputs: Order_Confirm_Owner_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A home warranty order was placed for your home with your e-mail address by someone who was not signed in to your account. Is it yours?`)
};

export const order_confirm_owner_title = /** @type {(inputs: Order_Confirm_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Your Order`)
};

export const order_confirm_owner_yes = /** @type {(inputs: Order_Confirm_Owner_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, add it to my account`)
};

export const order_confirmation_agent_lead = /** @type {(inputs: Order_Confirmation_Agent_LeadInputs) => LocalizedString} */ (i) => {
	if (i?.client === "seller") return /** @type {LocalizedString} */ (`Your seller's order is placed. Thank you for ordering with ${i?.brand}.`);
	return /** @type {LocalizedString} */ (`Your buyer's order is placed. Thank you for ordering with ${i?.brand}.`)
	
};

export const order_confirmation_amount_paid = /** @type {(inputs: Order_Confirmation_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

export const order_confirmation_coverage_starts = /** @type {(inputs: Order_Confirmation_Coverage_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage starts`)
};

export const order_confirmation_monthly_payment = /** @type {(inputs: Order_Confirmation_Monthly_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly payment`)
};

export const order_confirmation_next_title = /** @type {(inputs: Order_Confirmation_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens next`)
};

export const order_confirmation_none = /** @type {(inputs: Order_Confirmation_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no recent order to show in this browser tab.`)
};

export const order_confirmation_policy_number = /** @type {(inputs: Order_Confirmation_Policy_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Policy number`)
};

export const order_confirmation_start = /** @type {(inputs: Order_Confirmation_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start an order`)
};

export const order_confirmation_starts_at_close = /** @type {(inputs: Order_Confirmation_Starts_At_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts at close of escrow`)
};

export const order_confirmation_title = /** @type {(inputs: Order_Confirmation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Confirmation`)
};

export const order_consumer_description = /** @type {(inputs: Order_Consumer_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a home warranty for the home you own: enter its zip code to see the plans and prices in your state, choose your coverage and pay online.`)
};

export const order_contact_email = /** @type {(inputs: Order_Contact_EmailInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller e-mail`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer e-mail`);
	return /** @type {LocalizedString} */ (`Owner e-mail`)
	
};

export const order_contact_first_name = /** @type {(inputs: Order_Contact_First_NameInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller first name`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer first name`);
	return /** @type {LocalizedString} */ (`Owner first name`)
	
};

export const order_contact_last_name = /** @type {(inputs: Order_Contact_Last_NameInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller last name`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer last name`);
	return /** @type {LocalizedString} */ (`Owner last name`)
	
};

export const order_contact_phone = /** @type {(inputs: Order_Contact_PhoneInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller phone`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer phone`);
	return /** @type {LocalizedString} */ (`Owner phone`)
	
};

export const order_contact_preferences = /** @type {(inputs: Order_Contact_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact preferences`)
};

export const order_contact_sms = /** @type {(inputs: Order_Contact_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me text message updates about my plan and repairs`)
};

export const order_contact_sms_hint = /** @type {(inputs: Order_Contact_Sms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to use the phone above.`)
};

export const order_contact_sms_phone = /** @type {(inputs: Order_Contact_Sms_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile number for texts`)
};

export const order_contact_welcome_call = /** @type {(inputs: Order_Contact_Welcome_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I would like a welcome call to go over my coverage`)
};

export const order_convert_failed = /** @type {(inputs: Order_Convert_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not load the listing coverage to convert. Please call us at ${i?.phone}.`)
};

export const order_coupon_applied = /** @type {(inputs: Order_Coupon_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coupon ${i?.code} applied.`)
};

export const order_coupon_applied_amount = /** @type {(inputs: Order_Coupon_Applied_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coupon ${i?.code} applied: ${i?.amount} off.`)
};

export const order_coupon_apply = /** @type {(inputs: Order_Coupon_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

export const order_coupon_checking = /** @type {(inputs: Order_Coupon_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

export const order_coupon_code = /** @type {(inputs: Order_Coupon_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coupon code`)
};

export const order_coverage_length = /** @type {(inputs: Order_Coverage_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage length`)
};

export const order_create_password_failed = /** @type {(inputs: Order_Create_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The e-mail could not be sent. Please try again.`)
};

export const order_create_password_sent = /** @type {(inputs: Order_Create_Password_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have e-mailed ${i?.email} a link to create your password. It works once, within 30 minutes.`)
};

export const order_create_password_text = /** @type {(inputs: Order_Create_Password_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your account uses ${i?.email}. Create a password to see your contract and request repairs online; the order e-mail has a link too.`)
};

export const order_create_password_title = /** @type {(inputs: Order_Create_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your password`)
};

export const order_credit_apply = /** @type {(inputs: Order_Credit_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply my credit to this order`)
};

export const order_credit_available = /** @type {((inputs: Order_Credit_AvailableInputs) => LocalizedString) & { parts: (inputs: Order_Credit_AvailableInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Credit_AvailableInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Credit available: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Order_Credit_AvailableInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Credit available: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_declined = /** @type {((inputs: Order_DeclinedInputs) => LocalizedString) & { parts: (inputs: Order_DeclinedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_DeclinedInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Your card was declined. Nothing was ordered and nothing was charged. Please enter another card, then place the order again.`)
		}),
		{
			parts: /** @type {(inputs: Order_DeclinedInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: "Your card was declined." }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " Nothing was ordered and nothing was charged. Please enter another card, then place the order again." }])
			})
		}
	)
);

export const order_due_at_closing = /** @type {(inputs: Order_Due_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due at closing`)
};

export const order_due_now = /** @type {(inputs: Order_Due_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due now`)
};

export const order_due_today = /** @type {(inputs: Order_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

export const order_enter_another_card = /** @type {(inputs: Order_Enter_Another_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter another card`)
};

export const order_escrow_company = /** @type {(inputs: Order_Escrow_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow or title company`)
};

export const order_escrow_note = /** @type {(inputs: Order_Escrow_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan is paid through escrow at closing: nothing is charged now. Coverage starts at the close of escrow. We e-mail the invoice to the escrow or title officer, with a link to pay it.`)
};

export const order_escrow_officer = /** @type {(inputs: Order_Escrow_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow or title officer`)
};

export const order_escrow_officer_change = /** @type {(inputs: Order_Escrow_Officer_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the escrow officer`)
};

export const order_escrow_officer_chosen = /** @type {(inputs: Order_Escrow_Officer_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We e-mail the invoice to the escrow officer you chose under Partners:`)
};

export const order_escrow_officer_email = /** @type {(inputs: Order_Escrow_Officer_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Officer e-mail`)
};

export const order_escrow_officer_name = /** @type {(inputs: Order_Escrow_Officer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Officer name`)
};

export const order_failed_connection = /** @type {(inputs: Order_Failed_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The connection was lost before the order was confirmed. Please try again when you are online: sending it again never orders twice.`)
};

export const order_failed_unknown = /** @type {(inputs: Order_Failed_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Your order was not placed.`)
};

export const order_failed_with_reason = /** @type {(inputs: Order_Failed_With_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} Your order was not placed.`)
};

export const order_first_name_required = /** @type {(inputs: Order_First_Name_RequiredInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller first name is required.`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer first name is required.`);
	return /** @type {LocalizedString} */ (`Owner first name is required.`)
	
};

export const order_for_buyer = /** @type {(inputs: Order_For_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The buyer`)
};

export const order_for_legend = /** @type {(inputs: Order_For_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order is for`)
};

export const order_for_seller = /** @type {(inputs: Order_For_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seller: listing coverage while the home is for sale`)
};

export const order_go_to_account = /** @type {(inputs: Order_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your account`)
};

export const order_kept_why = /** @type {(inputs: Order_Kept_WhyInputs) => LocalizedString} */ (i) => {
	if (i?.paymentType === "monthly") return /** @type {LocalizedString} */ (`An upgrade keeps how this plan is paid (monthly) and its term.`);
	if (i?.paymentType === "full") return /** @type {LocalizedString} */ (`An upgrade keeps how this plan is paid (in full) and its term.`);
	return /** @type {LocalizedString} */ (`An upgrade keeps how this plan is paid (at closing) and its term.`)
	
};

export const order_last_name_required = /** @type {(inputs: Order_Last_Name_RequiredInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller last name is required.`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer last name is required.`);
	return /** @type {LocalizedString} */ (`Owner last name is required.`)
	
};

export const order_limits_covered = /** @type {(inputs: Order_Limits_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covered`)
};

export const order_limits_failed = /** @type {(inputs: Order_Limits_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The limits and exclusions could not be loaded. Please try again.`)
};

export const order_limits_limits = /** @type {(inputs: Order_Limits_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits`)
};

export const order_limits_link = /** @type {(inputs: Order_Limits_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits and exclusions`)
};

export const order_limits_not_covered = /** @type {(inputs: Order_Limits_Not_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Covered`)
};

export const order_limits_title = /** @type {(inputs: Order_Limits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits and Exclusions`)
};

export const order_loading = /** @type {(inputs: Order_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const order_loading_plan = /** @type {(inputs: Order_Loading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your plan…`)
};

export const order_login = /** @type {(inputs: Order_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const order_login_to_renew = /** @type {(inputs: Order_Login_To_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to renew your plan.`)
};

export const order_login_to_upgrade = /** @type {(inputs: Order_Login_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to upgrade your plan.`)
};

export const order_next_account = /** @type {(inputs: Order_Next_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your contract and coverage details are in your account, under the e-mail address ${i?.email}.`)
};

export const order_next_agent_account = /** @type {(inputs: Order_Next_Agent_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order is in your account with your other orders.`)
};

export const order_next_agent_emailed = /** @type {(inputs: Order_Next_Agent_EmailedInputs) => LocalizedString} */ (i) => {
	if (i?.client === "seller") return /** @type {LocalizedString} */ (`We have e-mailed the order to your seller at ${i?.email}, with a link to create their password when they are new to us.`);
	return /** @type {LocalizedString} */ (`We have e-mailed the order to your buyer at ${i?.email}, with a link to create their password when they are new to us.`)
	
};

export const order_next_agent_escrow = /** @type {(inputs: Order_Next_Agent_EscrowInputs) => LocalizedString} */ (i) => {
	if (i?.client === "seller") return /** @type {LocalizedString} */ (`The plan is invoiced to escrow: the total is due at closing.`);
	return /** @type {LocalizedString} */ (`The plan is invoiced to escrow: the total is due at closing, and your buyer's coverage starts at the close of escrow.`)
	
};

export const order_next_agent_paid = /** @type {(inputs: Order_Next_Agent_PaidInputs) => LocalizedString} */ (i) => {
	if (i?.client === "seller") return /** @type {LocalizedString} */ (`The plan is paid; your seller's coverage starts on the date above.`);
	return /** @type {LocalizedString} */ (`The plan is paid; your buyer's coverage starts on the date above.`)
	
};

export const order_next_awaiting_owner = /** @type {(inputs: Order_Next_Awaiting_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An account already uses ${i?.email}. We have e-mailed its owner to confirm this order; it joins their account and its coverage can be used once they do. If they say it is not theirs, it is cancelled and the payment returned.`)
};

export const order_next_escrow = /** @type {(inputs: Order_Next_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan is invoiced to escrow and paid at closing; coverage starts at the close of escrow.`)
};

export const order_next_keep_policy = /** @type {((inputs: Order_Next_Keep_PolicyInputs) => LocalizedString) & { parts: (inputs: Order_Next_Keep_PolicyInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Next_Keep_PolicyInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Keep your policy number: you need it to request a repair. Questions? Call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Order_Next_Keep_PolicyInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Keep your policy number: you need it to request a repair. Questions? Call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const order_next_monthly = /** @type {(inputs: Order_Next_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card is charged ${i?.amount} each month; the first payment was taken today.`)
};

export const order_next_paid_full = /** @type {(inputs: Order_Next_Paid_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan is paid in full for its whole term.`)
};

export const order_next_step = /** @type {(inputs: Order_Next_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next: ${i?.step}`)
};

export const order_no = /** @type {(inputs: Order_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const order_not_now = /** @type {(inputs: Order_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

export const order_not_priced = /** @type {(inputs: Order_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price this order yet. Please check your connection and try again.`)
};

export const order_now = /** @type {(inputs: Order_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Now`)
};

export const order_offline_card_needs_connection = /** @type {(inputs: Order_Offline_Card_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A card payment needs a connection. Connect to the internet to pay by card, or choose escrow to place the order now and send it when you are back online.`)
};

export const order_offline_needs_connection = /** @type {(inputs: Order_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Placing an order needs a connection.`)
};

export const order_offline_queued = /** @type {(inputs: Order_Offline_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. The order is saved on this device and will be placed as soon as the connection returns, at the price shown.`)
};

export const order_offline_save_failed = /** @type {(inputs: Order_Offline_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order could not be saved on this device.`)
};

export const order_options = /** @type {(inputs: Order_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options`)
};

export const order_options_need_plan = /** @type {(inputs: Order_Options_Need_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan first: the add-ons and options depend on it.`)
};

export const order_paid = /** @type {(inputs: Order_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const order_partner_add_new = /** @type {(inputs: Order_Partner_Add_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a new ${i?.role}`)
};

export const order_partner_call_us = /** @type {(inputs: Order_Partner_Call_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please call us at ${i?.phone} for assistance.`)
};

export const order_partner_change = /** @type {((inputs: Order_Partner_ChangeInputs) => LocalizedString) & { parts: (inputs: Order_Partner_ChangeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_ChangeInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Change ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_ChangeInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Change" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_partner_choose = /** @type {(inputs: Order_Partner_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose`)
};

export const order_partner_company = /** @type {(inputs: Order_Partner_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const order_partner_email = /** @type {(inputs: Order_Partner_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const order_partner_find = /** @type {((inputs: Order_Partner_FindInputs) => LocalizedString) & { parts: (inputs: Order_Partner_FindInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_FindInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Find ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_FindInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Find" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_partner_find_title = /** @type {(inputs: Order_Partner_Find_TitleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "buyerAgent") return /** @type {LocalizedString} */ (`Find a buyer's agent`);
	if (i?.role === "sellerAgent") return /** @type {LocalizedString} */ (`Find a listing agent`);
	if (i?.role === "titleCompany") return /** @type {LocalizedString} */ (`Find an escrow officer`);
	if (i?.role === "loanOfficer") return /** @type {LocalizedString} */ (`Find a loan officer`);
	return /** @type {LocalizedString} */ (`Find an agent assistant`)
	
};

export const order_partner_login_to_add = /** @type {(inputs: Order_Partner_Login_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Log in to add a new ${i?.role}`)
};

export const order_partner_name = /** @type {(inputs: Order_Partner_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const order_partner_name_required = /** @type {(inputs: Order_Partner_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is required.`)
};

export const order_partner_no_match = /** @type {(inputs: Order_Partner_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.role} matches “${i?.term}”.`)
};

export const order_partner_none = /** @type {(inputs: Order_Partner_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None chosen`)
};

export const order_partner_not_listed = /** @type {(inputs: Order_Partner_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not listed?`)
};

export const order_partner_noun = /** @type {(inputs: Order_Partner_NounInputs) => LocalizedString} */ (i) => {
	if (i?.role === "buyerAgent") return /** @type {LocalizedString} */ (`Buyer's Agent`);
	if (i?.role === "sellerAgent") return /** @type {LocalizedString} */ (`Listing Agent`);
	if (i?.role === "titleCompany") return /** @type {LocalizedString} */ (`Escrow Officer`);
	if (i?.role === "loanOfficer") return /** @type {LocalizedString} */ (`Loan Officer`);
	return /** @type {LocalizedString} */ (`Agent Assistant`)
	
};

export const order_partner_phone = /** @type {(inputs: Order_Partner_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const order_partner_remove = /** @type {((inputs: Order_Partner_RemoveInputs) => LocalizedString) & { parts: (inputs: Order_Partner_RemoveInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_RemoveInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Remove ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_RemoveInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Remove" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_partner_results = /** @type {(inputs: Order_Partner_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search results`)
};

export const order_partner_save = /** @type {(inputs: Order_Partner_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and choose`)
};

export const order_partner_saving = /** @type {(inputs: Order_Partner_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

export const order_partner_search = /** @type {(inputs: Order_Partner_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const order_partner_search_failed = /** @type {(inputs: Order_Partner_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The search failed. Please try again.`)
};

export const order_partner_search_hint = /** @type {(inputs: Order_Partner_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 2 characters.`)
};

export const order_partner_search_label = /** @type {(inputs: Order_Partner_Search_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} name or company`)
};

export const order_partner_searching = /** @type {(inputs: Order_Partner_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching…`)
};

export const order_partner_site_text = /** @type {((inputs: Order_Partner_Site_TextInputs) => LocalizedString) & { parts: (inputs: Order_Partner_Site_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_Site_TextInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Plans are ordered on our partner's site. If it does not open by itself, continue to the partner warranty page.`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_Site_TextInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Plans are ordered on our partner's site. If it does not open by itself, " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "continue to the partner warranty page" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const order_partner_site_title = /** @type {(inputs: Order_Partner_Site_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordering continues with our partner`)
};

export const order_party_legend = /** @type {(inputs: Order_Party_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am the`)
};

export const order_party_required = /** @type {(inputs: Order_Party_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose who is placing the order.`)
};

export const order_pay_escrow = /** @type {(inputs: Order_Pay_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay at closing (escrow)`)
};

export const order_pay_full = /** @type {(inputs: Order_Pay_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay in full now by card`)
};

export const order_pay_legend = /** @type {(inputs: Order_Pay_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to pay?`)
};

export const order_pay_monthly = /** @type {(inputs: Order_Pay_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly by card`)
};

export const order_pay_needs_email = /** @type {(inputs: Order_Pay_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the e-mail address on the Contacts step first: the card is saved for it.`)
};

export const order_place = /** @type {(inputs: Order_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place Order`)
};

export const order_placing = /** @type {(inputs: Order_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placing your order…`)
};

export const order_plan_choose = /** @type {(inputs: Order_Plan_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CHOOSE`)
};

export const order_plan_choose_label = /** @type {(inputs: Order_Plan_Choose_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CHOOSE: ${i?.name}`)
};

export const order_plan_current = /** @type {(inputs: Order_Plan_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current plan`)
};

export const order_plan_hide_details = /** @type {(inputs: Order_Plan_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide coverage details`)
};

export const order_plan_listing_coverage = /** @type {(inputs: Order_Plan_Listing_CoverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Listing coverage: ${i?.text}`)
};

export const order_plan_load_error = /** @type {(inputs: Order_Plan_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plans could not be loaded. Please check your connection and try again.`)
};

export const order_plan_load_failed = /** @type {(inputs: Order_Plan_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan could not be loaded. Please check your connection and try again.`)
};

export const order_plan_loading = /** @type {(inputs: Order_Plan_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading plans…`)
};

export const order_plan_name_monthly = /** @type {(inputs: Order_Plan_Name_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} PLAN`)
};

export const order_plan_needs_property = /** @type {(inputs: Order_Plan_Needs_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a zip code in our service area and the property type first: the plans and prices depend on them.`)
};

export const order_plan_order_now = /** @type {(inputs: Order_Plan_Order_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ORDER NOW`)
};

export const order_plan_order_now_label = /** @type {(inputs: Order_Plan_Order_Now_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ORDER NOW: ${i?.name}`)
};

export const order_plan_required = /** @type {(inputs: Order_Plan_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a plan.`)
};

export const order_plan_see_details = /** @type {(inputs: Order_Plan_See_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See coverage details`)
};

export const order_plan_selected = /** @type {(inputs: Order_Plan_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SELECTED`)
};

export const order_plan_selected_label = /** @type {(inputs: Order_Plan_Selected_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Selected: ${i?.name}`)
};

export const order_prepaid_calls = /** @type {(inputs: Order_Prepaid_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prepaid service call fees`)
};

export const order_prepaid_none = /** @type {(inputs: Order_Prepaid_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const order_price_buyers_credit_left = /** @type {(inputs: Order_Price_Buyers_Credit_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer's credit left in the budget`)
};

export const order_price_changed_confirm = /** @type {(inputs: Order_Price_Changed_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The total of this order is now ${i?.total} (${i?.monthly}/mo); it was ${i?.was}.
Place the order at the new price?`)
};

export const order_price_changed_title = /** @type {(inputs: Order_Price_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price has changed`)
};

export const order_price_choose_plan = /** @type {(inputs: Order_Price_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan to see your price`)
};

export const order_price_details = /** @type {(inputs: Order_Price_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const order_price_due_at_closing_amount = /** @type {(inputs: Order_Price_Due_At_Closing_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due at closing ${i?.amount}`)
};

export const order_price_due_now_amount = /** @type {(inputs: Order_Price_Due_Now_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due now ${i?.amount}`)
};

export const order_price_due_today_amount = /** @type {(inputs: Order_Price_Due_Today_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due today ${i?.amount}`)
};

export const order_price_failed = /** @type {(inputs: Order_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price could not be updated. It will be tried again when something changes.`)
};

export const order_price_hide = /** @type {(inputs: Order_Price_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

export const order_price_monthly = /** @type {(inputs: Order_Price_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}/mo`)
};

export const order_price_monthly_total = /** @type {(inputs: Order_Price_Monthly_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly total`)
};

export const order_price_offline_estimate = /** @type {(inputs: Order_Price_Offline_EstimateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline price: the server confirms it when the order is sent`)
};

export const order_price_summary_label = /** @type {(inputs: Order_Price_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price summary`)
};

export const order_price_total = /** @type {(inputs: Order_Price_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const order_price_total_due_at_closing = /** @type {(inputs: Order_Price_Total_Due_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total due at closing`)
};

export const order_price_total_paid_in_full = /** @type {(inputs: Order_Price_Total_Paid_In_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total ${i?.total}, paid in full · ${i?.monthly}/mo if paid monthly`)
};

export const order_price_total_paid_monthly = /** @type {(inputs: Order_Price_Total_Paid_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.monthly}/mo: ${i?.monthlyYear} a year · ${i?.total} if paid in full`)
};

export const order_price_unavailable = /** @type {(inputs: Order_Price_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price unavailable`)
};

export const order_price_updating = /** @type {(inputs: Order_Price_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating price…`)
};

export const order_price_updating_short = /** @type {(inputs: Order_Price_Updating_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`updating…`)
};

export const order_price_upgrade_unavailable = /** @type {(inputs: Order_Price_Upgrade_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade price unavailable`)
};

export const order_price_yearly = /** @type {(inputs: Order_Price_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}/year`)
};

export const order_property_state_hint = /** @type {(inputs: Order_Property_State_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`State: ${i?.state}`)
};

export const order_property_type = /** @type {(inputs: Order_Property_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property type`)
};

export const order_property_type_required = /** @type {(inputs: Order_Property_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property type is required.`)
};

export const order_queued_clear = /** @type {(inputs: Order_Queued_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear`)
};

export const order_queued_describe = /** @type {(inputs: Order_Queued_DescribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place an order`)
};

export const order_queued_discard = /** @type {(inputs: Order_Queued_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard`)
};

export const order_queued_line = /** @type {((inputs: Order_Queued_LineInputs) => LocalizedString) & { parts: (inputs: Order_Queued_LineInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Queued_LineInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.plan} for ${i?.owner}, ${i?.address}: ${i?.total}`)
		}),
		{
			parts: /** @type {(inputs: Order_Queued_LineInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.plan) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " for " }, { type: "text", value: String(i?.owner) }, { type: "text", value: ", " }, { type: "text", value: String(i?.address) }, { type: "text", value: ": " }, { type: "text", value: String(i?.total) }])
			})
		}
	)
);

export const order_queued_not_placed = /** @type {(inputs: Order_Queued_Not_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not placed`)
};

export const order_queued_offline = /** @type {(inputs: Order_Queued_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Waiting orders are placed when the connection returns.`)
};

export const order_queued_placed = /** @type {(inputs: Order_Queued_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed: contract ${i?.policyNumber}`)
};

export const order_queued_price_changed = /** @type {(inputs: Order_Queued_Price_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This order now costs ${i?.total}; it was ${i?.was}.
Place it at the new price?`)
};

export const order_queued_price_failed = /** @type {(inputs: Order_Queued_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new price could not be loaded. Please try again.`)
};

export const order_queued_refused = /** @type {(inputs: Order_Queued_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order was not accepted.`)
};

export const order_queued_review_price = /** @type {(inputs: Order_Queued_Review_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the new price`)
};

export const order_queued_send_now = /** @type {(inputs: Order_Queued_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send now`)
};

export const order_queued_title = /** @type {(inputs: Order_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders saved on this device`)
};

export const order_queued_waiting = /** @type {(inputs: Order_Queued_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to send`)
};

export const order_quick_budget = /** @type {(inputs: Order_Quick_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget Amount`)
};

export const order_quick_button = /** @type {(inputs: Order_Quick_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Order`)
};

export const order_quick_failed = /** @type {(inputs: Order_Quick_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The quick order could not be placed. Please try again.`)
};

export const order_quick_finding = /** @type {(inputs: Order_Quick_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your plan…`)
};

export const order_quick_heading = /** @type {(inputs: Order_Quick_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Home Warranty Order Form`)
};

export const order_quick_listing = /** @type {(inputs: Order_Quick_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing coverage for the seller`)
};

export const order_quick_no_plan_fits = /** @type {(inputs: Order_Quick_No_Plan_FitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plan fits this budget for this home.`)
};

export const order_quick_offline_no_plans = /** @type {(inputs: Order_Quick_Offline_No_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline and the plans for this home are not saved on this device. Please try again when you are back online.`)
};

export const order_quick_plan_change = /** @type {(inputs: Order_Quick_Plan_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change plan`)
};

export const order_quick_plan_chosen = /** @type {(inputs: Order_Quick_Plan_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quick order picked ${i?.plan}.`)
};

export const order_quick_state_required = /** @type {(inputs: Order_Quick_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State is required.`)
};

export const order_quick_summary = /** @type {(inputs: Order_Quick_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick order`)
};

export const order_real_estate_description = /** @type {(inputs: Order_Real_Estate_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a home warranty for a home sale, for the buyer or the seller: enter the property's zip code to see the plans and prices, then pay online or at closing.`)
};

export const order_recent_purchase_legend = /** @type {(inputs: Order_Recent_Purchase_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you buy this home in the last 30 days?`)
};

export const order_recent_purchase_note = /** @type {(inputs: Order_Recent_Purchase_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As a recent home buyer you order from our real estate plans, as the home buyer, paid in full.`)
};

export const order_remove = /** @type {(inputs: Order_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const order_review_addon = /** @type {(inputs: Order_Review_AddonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add-on`)
};

export const order_review_buyer = /** @type {(inputs: Order_Review_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer`)
};

export const order_review_card_ending = /** @type {(inputs: Order_Review_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`card ending ${i?.lastFour}`)
};

export const order_review_close_date = /** @type {(inputs: Order_Review_Close_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estimated close date: ${i?.date}`)
};

export const order_review_coupon = /** @type {(inputs: Order_Review_CouponInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coupon ${i?.code}`)
};

export const order_review_edit = /** @type {((inputs: Order_Review_EditInputs) => LocalizedString) & { parts: (inputs: Order_Review_EditInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Review_EditInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Edit ${i?.part}`)
		}),
		{
			parts: /** @type {(inputs: Order_Review_EditInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Edit" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.part) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_review_no_plan = /** @type {(inputs: Order_Review_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plan chosen`)
};

export const order_review_ordered_by = /** @type {(inputs: Order_Review_Ordered_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ordered by: ${i?.party}`)
};

export const order_review_owner = /** @type {(inputs: Order_Review_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner`)
};

export const order_review_price = /** @type {(inputs: Order_Review_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const order_review_price_later = /** @type {(inputs: Order_Review_Price_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price appears here once a plan is chosen.`)
};

export const order_review_seller = /** @type {(inputs: Order_Review_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seller`)
};

export const order_review_service_fee = /** @type {(inputs: Order_Review_Service_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} service call fee`)
};

export const order_role_agent_assistant = /** @type {(inputs: Order_Role_Agent_AssistantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agent Assistant`)
};

export const order_role_buyer_agent = /** @type {(inputs: Order_Role_Buyer_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer's Agent`)
};

export const order_role_escrow_officer = /** @type {(inputs: Order_Role_Escrow_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow Officer`)
};

export const order_role_home_buyer = /** @type {(inputs: Order_Role_Home_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Buyer`)
};

export const order_role_listing_agent = /** @type {(inputs: Order_Role_Listing_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing Agent`)
};

export const order_role_loan_officer = /** @type {(inputs: Order_Role_Loan_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loan Officer`)
};

export const order_seller_first_name = /** @type {(inputs: Order_Seller_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seller first name (optional)`)
};

export const order_seller_last_name = /** @type {(inputs: Order_Seller_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seller last name (optional)`)
};

export const order_sending = /** @type {(inputs: Order_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const order_service_fee = /** @type {(inputs: Order_Service_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service call fee`)
};

export const order_service_fee_fact = /** @type {((inputs: Order_Service_Fee_FactInputs) => LocalizedString) & { parts: (inputs: Order_Service_Fee_FactInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Service_Fee_FactInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Service call fee: ${i?.fee}`)
		}),
		{
			parts: /** @type {(inputs: Order_Service_Fee_FactInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Service call fee: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.fee) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_service_fee_offset = /** @type {(inputs: Order_Service_Fee_OffsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} (${i?.offset}/year)`)
};

export const order_site_plans_for = /** @type {(inputs: Order_Site_Plans_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show plans for`)
};

export const order_sms_phone_incomplete = /** @type {(inputs: Order_Sms_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a complete mobile number for text updates.`)
};

export const order_something_wrong = /** @type {(inputs: Order_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const order_sqft_or_more = /** @type {(inputs: Order_Sqft_Or_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} or more sq. ft.`)
};

export const order_sqft_range = /** @type {(inputs: Order_Sqft_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} - ${i?.to} sq. ft.`)
};

export const order_square_footage = /** @type {(inputs: Order_Square_FootageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Square footage`)
};

export const order_start_description = /** @type {(inputs: Order_Start_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a home warranty as a homeowner or as a real-estate professional: choose yours and see the plans and prices for your home.`)
};

export const order_start_heading = /** @type {(inputs: Order_Start_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a home warranty`)
};

export const order_start_title = /** @type {(inputs: Order_Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Your Order`)
};

export const order_state = /** @type {(inputs: Order_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const order_step_contacts = /** @type {(inputs: Order_Step_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacts`)
};

export const order_step_count = /** @type {(inputs: Order_Step_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of ${i?.count}`)
};

export const order_step_options = /** @type {(inputs: Order_Step_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add-ons & Options`)
};

export const order_step_partners = /** @type {(inputs: Order_Step_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partners`)
};

export const order_step_payment = /** @type {(inputs: Order_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const order_step_plan = /** @type {(inputs: Order_Step_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const order_step_property = /** @type {(inputs: Order_Step_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property`)
};

export const order_step_review = /** @type {(inputs: Order_Step_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review`)
};

export const order_steps_label = /** @type {(inputs: Order_Steps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order steps`)
};

export const order_street_address = /** @type {(inputs: Order_Street_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

export const order_terms_agree = /** @type {(inputs: Order_Terms_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I agree to the terms and conditions and the sample contract.`)
};

export const order_terms_english = /** @type {(inputs: Order_Terms_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sample contract is available in English only.`)
};

export const order_terms_read = /** @type {((inputs: Order_Terms_ReadInputs) => LocalizedString) & { parts: (inputs: Order_Terms_ReadInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Terms_ReadInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Read the terms and conditions and the sample contract (each opens in a new tab).`)
		}),
		{
			parts: /** @type {(inputs: Order_Terms_ReadInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Read the " }, { type: "markup-start", name: "terms", options: {}, attributes: {} }, { type: "text", value: "terms and conditions" }, { type: "markup-end", name: "terms", options: {}, attributes: {} }, { type: "text", value: " and the " }, { type: "markup-start", name: "contract", options: {}, attributes: {} }, { type: "text", value: "sample contract" }, { type: "markup-end", name: "contract", options: {}, attributes: {} }, { type: "text", value: " (each opens in a new tab)." }])
			})
		}
	)
);

export const order_terms_required = /** @type {(inputs: Order_Terms_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please agree to the terms and conditions and the sample contract.`)
};

export const order_title_convert = /** @type {(inputs: Order_Title_ConvertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convert to Full Coverage`)
};

export const order_title_new = /** @type {(inputs: Order_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a Home Warranty`)
};

export const order_title_real_estate = /** @type {(inputs: Order_Title_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order a Real Estate Home Warranty`)
};

export const order_title_renew = /** @type {(inputs: Order_Title_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew Your Home Warranty`)
};

export const order_title_upgrade = /** @type {(inputs: Order_Title_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade Your Home Warranty`)
};

export const order_type_homeowner = /** @type {(inputs: Order_Type_HomeownerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowner`)
};

export const order_type_real_estate = /** @type {(inputs: Order_Type_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate Professional`)
};

export const order_type_title = /** @type {(inputs: Order_Type_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which best describes you?`)
};

export const order_unit_month = /** @type {(inputs: Order_Unit_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/mo`)
};

export const order_unit_optional = /** @type {(inputs: Order_Unit_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit (optional)`)
};

export const order_unit_year = /** @type {(inputs: Order_Unit_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/year`)
};

export const order_updating_the_price = /** @type {(inputs: Order_Updating_The_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating the price…`)
};

export const order_validation_ok = /** @type {(inputs: Order_Validation_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

export const order_years = /** @type {(inputs: Order_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} year`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} years`);
	return /** @type {LocalizedString} */ ("order_years");
};

export const order_yes = /** @type {(inputs: Order_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const order_zip_code = /** @type {(inputs: Order_Zip_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zip code`)
};

export const order_zip_invalid = /** @type {(inputs: Order_Zip_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid zip code.`)
};

export const page_frame_loading = /** @type {(inputs: Page_Frame_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const page_frame_noscript = /** @type {(inputs: Page_Frame_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page needs JavaScript. Turn it on in your browser’s settings, then reload the page.`)
};

export const plans_note_monthly = /** @type {(inputs: Plans_Note_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices per month in ${i?.state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order.`)
};

export const plans_note_yearly = /** @type {(inputs: Plans_Note_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices per year in ${i?.state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order.`)
};

export const plans_state_label = /** @type {(inputs: Plans_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show prices for`)
};

export const privacy_centre_accept_all = /** @type {(inputs: Privacy_Centre_Accept_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept all`)
};

export const privacy_centre_advertising_description = /** @type {(inputs: Privacy_Centre_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let advertising partners use identifiers and internet activity from this site to show you ads for our plans on other sites. Turn this off to opt out of the sale or sharing of your personal information.`)
};

export const privacy_centre_advertising_name = /** @type {(inputs: Privacy_Centre_Advertising_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising: sale or sharing of personal information`)
};

export const privacy_centre_analytics_description = /** @type {(inputs: Privacy_Centre_Analytics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measure which pages and campaigns help visitors most, from pages viewed and links clicked.`)
};

export const privacy_centre_analytics_name = /** @type {(inputs: Privacy_Centre_Analytics_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

export const privacy_centre_category_commercial = /** @type {(inputs: Privacy_Centre_Category_CommercialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commercial information`)
};

export const privacy_centre_category_identifiers = /** @type {(inputs: Privacy_Centre_Category_IdentifiersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiers`)
};

export const privacy_centre_category_inferences = /** @type {(inputs: Privacy_Centre_Category_InferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inferences`)
};

export const privacy_centre_category_internet_activity = /** @type {(inputs: Privacy_Centre_Category_Internet_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internet or other electronic network activity`)
};

export const privacy_centre_category_sensory = /** @type {(inputs: Privacy_Centre_Category_SensoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sensory data (audio, electronic and visual)`)
};

export const privacy_centre_functional_description = /** @type {(inputs: Privacy_Centre_Functional_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember your preferences on this site between visits.`)
};

export const privacy_centre_functional_name = /** @type {(inputs: Privacy_Centre_Functional_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Functional`)
};

export const privacy_centre_gpc_notice = /** @type {(inputs: Privacy_Centre_Gpc_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser sends a Global Privacy Control signal, so the sale or sharing of your personal information is off for this browser unless you turn it on here.`)
};

export const privacy_centre_intro = /** @type {(inputs: Privacy_Centre_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These choices apply to the cookies and tags on this site in this browser. We collect these categories of personal information:`)
};

export const privacy_centre_necessary_description = /** @type {(inputs: Privacy_Centre_Necessary_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep you signed in, keep the site secure and remember these choices. The site cannot work without them, so they are always on.`)
};

export const privacy_centre_necessary_name = /** @type {(inputs: Privacy_Centre_Necessary_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strictly necessary`)
};

export const privacy_centre_purposes_label = /** @type {(inputs: Privacy_Centre_Purposes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purposes`)
};

export const privacy_centre_read_more = /** @type {((inputs: Privacy_Centre_Read_MoreInputs) => LocalizedString) & { parts: (inputs: Privacy_Centre_Read_MoreInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Privacy_Centre_Read_MoreInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Read more in our Privacy Policy.`)
		}),
		{
			parts: /** @type {(inputs: Privacy_Centre_Read_MoreInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Read more in our " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Privacy Policy" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const privacy_centre_reject_all = /** @type {(inputs: Privacy_Centre_Reject_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject all`)
};

export const privacy_centre_save = /** @type {(inputs: Privacy_Centre_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save choices`)
};

export const privacy_centre_saved = /** @type {(inputs: Privacy_Centre_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your privacy choices are saved for this browser.`)
};

export const privacy_centre_sold_or_shared = /** @type {(inputs: Privacy_Centre_Sold_Or_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sold or shared for advertising)`)
};

export const privacy_choices_title = /** @type {(inputs: Privacy_Choices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Privacy Choices`)
};

export const push_body = /** @type {(inputs: Push_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the app to see it.`)
};

export const push_cash_in_lieu_offered = /** @type {(inputs: Push_Cash_In_Lieu_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have a cash offer on your claim`)
};

export const push_claim_status_changed = /** @type {(inputs: Push_Claim_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your claim was updated`)
};

export const push_device_denied = /** @type {(inputs: Push_Device_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications are blocked for this site. Allow them in your browser’s site settings, then turn this on again.`)
};

export const push_device_failed = /** @type {(inputs: Push_Device_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications could not be changed just now. Please try again.`)
};

export const push_device_not_allowed = /** @type {(inputs: Push_Device_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications were not allowed, so they stay off on this device.`)
};

export const push_device_off = /** @type {(inputs: Push_Device_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a notice on this device when something needs you.`)
};

export const push_device_on = /** @type {(inputs: Push_Device_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device shows a notice when something needs you. It never shows names or addresses.`)
};

export const push_device_title = /** @type {(inputs: Push_Device_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications on this device`)
};

export const push_device_unsupported = /** @type {(inputs: Push_Device_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser cannot show notifications from this site. On an iPhone or iPad, add the site to your Home Screen first and open it from there.`)
};

export const push_technician_arrived = /** @type {(inputs: Push_Technician_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your technician has arrived`)
};

export const push_technician_authorization_approved = /** @type {(inputs: Push_Technician_Authorization_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your authorization request was approved`)
};

export const push_technician_authorization_declined = /** @type {(inputs: Push_Technician_Authorization_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your authorization request was declined`)
};

export const push_technician_new_dispatch = /** @type {(inputs: Push_Technician_New_DispatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New dispatch`)
};

export const push_technician_on_the_way = /** @type {(inputs: Push_Technician_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your technician is on the way`)
};

export const push_technician_ticket_cancelled = /** @type {(inputs: Push_Technician_Ticket_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A dispatch was cancelled`)
};

export const push_technician_ticket_changed = /** @type {(inputs: Push_Technician_Ticket_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ticket was updated`)
};

export const push_visit_complete = /** @type {(inputs: Push_Visit_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your technician has finished the work`)
};

export const push_visit_scheduled = /** @type {(inputs: Push_Visit_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your repair visit is scheduled`)
};

export const quote_banner_button = /** @type {(inputs: Quote_Banner_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a Free Quote`)
};

export const quote_banner_text = /** @type {((inputs: Quote_Banner_TextInputs) => LocalizedString) & { parts: (inputs: Quote_Banner_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Banner_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Quote_Banner_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const quote_banner_title = /** @type {(inputs: Quote_Banner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your price in about a minute`)
};

export const quote_form_failed_text = /** @type {(inputs: Quote_Form_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not send your quote request. Please call us at ${i?.phone} and we will help you right away.`)
};

export const quote_form_label = /** @type {(inputs: Quote_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote`)
};

export const quote_form_recent_purchase = /** @type {(inputs: Quote_Form_Recent_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you purchase the home in the last 30 days?`)
};

export const quote_form_submit = /** @type {(inputs: Quote_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get My Free Quote`)
};

export const quote_form_thanks_text = /** @type {(inputs: Quote_Form_Thanks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Here are the plans and prices for your home. Questions? Call us at ${i?.phone}.`)
};

export const quote_form_thanks_title = /** @type {(inputs: Quote_Form_Thanks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you!`)
};

export const quote_section_call = /** @type {((inputs: Quote_Section_CallInputs) => LocalizedString) & { parts: (inputs: Quote_Section_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Section_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Prefer to talk? Call ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Quote_Section_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Prefer to talk? Call " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const quote_section_point_contractor = /** @type {(inputs: Quote_Section_Point_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A licensed contractor assigned within 24 hours of a claim`)
};

export const quote_section_point_price = /** @type {(inputs: Quote_Section_Point_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans from $35 a month`)
};

export const quote_section_point_states = /** @type {(inputs: Quote_Section_Point_StatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serving Arizona, Idaho, Nevada, Oregon, Texas and Utah`)
};

export const quote_section_text = /** @type {(inputs: Quote_Section_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us a little about your home and we will show you the plans and prices for it right away. No obligation, no sales pressure: a quote takes about a minute.`)
};

export const quote_section_title = /** @type {(inputs: Quote_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a Free Home Warranty Quote!`)
};

export const reps_call_label = /** @type {(inputs: Reps_Call_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.name} at ${i?.phone}`)
};

export const reps_email_label = /** @type {(inputs: Reps_Email_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email ${i?.name}`)
};

export const reps_email_link = /** @type {(inputs: Reps_Email_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email ${i?.name}`)
};

export const reps_heading = /** @type {(inputs: Reps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet Your Local Representative`)
};

export const reps_intro = /** @type {(inputs: Reps_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our representatives live and work in the markets they serve. They visit offices, run lunch-and-learns, drop off brochures and help with any order. Pick your state to find yours.`)
};

export const reps_list_label = /** @type {(inputs: Reps_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Representatives in ${i?.state}`)
};

export const reps_load_failed = /** @type {(inputs: Reps_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The representatives could not be loaded just now. Please try again later.`)
};

export const reps_loading = /** @type {(inputs: Reps_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading representatives…`)
};

export const reps_location_timed_out = /** @type {(inputs: Reps_Location_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find your location in time. Choose your state to see its representatives.`)
};

export const reps_location_title = /** @type {(inputs: Reps_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const reps_none = /** @type {(inputs: Reps_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We do not have a representative in ${i?.state} yet.`)
};

export const reps_photo_alt = /** @type {(inputs: Reps_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portrait of ${i?.name}`)
};

export const reps_state_label = /** @type {(inputs: Reps_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your state`)
};

export const request_repair = /** @type {(inputs: Request_RepairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Repair`)
};

export const resources_all = /** @type {(inputs: Resources_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All resources`)
};

export const resources_breadcrumb = /** @type {(inputs: Resources_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const resources_categories_label = /** @type {(inputs: Resources_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resource categories`)
};

export const resources_category_failed = /** @type {(inputs: Resources_Category_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this category. Please check your connection and try again.`)
};

export const resources_link = /** @type {(inputs: Resources_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resources`)
};

export const resources_list_failed = /** @type {(inputs: Resources_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the articles. Please check your connection and try again.`)
};

export const resources_load_more = /** @type {(inputs: Resources_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load More`)
};

export const resources_loading = /** @type {(inputs: Resources_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading articles…`)
};

export const resources_newsletter_heading = /** @type {(inputs: Resources_Newsletter_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up for Our Newsletter`)
};

export const resources_newsletter_label = /** @type {(inputs: Resources_Newsletter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const resources_newsletter_placeholder = /** @type {(inputs: Resources_Newsletter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you@example.com`)
};

export const resources_newsletter_submit = /** @type {(inputs: Resources_Newsletter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

export const resources_newsletter_text = /** @type {(inputs: Resources_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasonal maintenance tips and home warranty news, about once a month.`)
};

export const resources_no_articles = /** @type {(inputs: Resources_No_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no articles here yet.`)
};

export const resources_recent_heading = /** @type {(inputs: Resources_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Home Warranty Resources`)
};

export const resources_recent_intro = /** @type {(inputs: Resources_Recent_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maintenance checklists, repair know-how and home buying advice from our team.`)
};

export const resources_related = /** @type {(inputs: Resources_RelatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More in ${i?.category}`)
};

export const resources_retry = /** @type {(inputs: Resources_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const resources_share = /** @type {(inputs: Resources_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

export const resources_share_email = /** @type {(inputs: Resources_Share_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const resources_share_on = /** @type {(inputs: Resources_Share_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share on ${i?.network}`)
};

export const resources_share_title = /** @type {(inputs: Resources_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this article`)
};

export const resources_title = /** @type {(inputs: Resources_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Warranty Resources`)
};

export const resources_unknown_category_text = /** @type {(inputs: Resources_Unknown_Category_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that resources category. Here are our most recent articles.`)
};

export const resources_unknown_category_title = /** @type {(inputs: Resources_Unknown_Category_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category not found`)
};

export const reviews_contractor_heading = /** @type {(inputs: Reviews_Contractor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hear From Our Contractors`)
};

export const reviews_contractor_intro = /** @type {(inputs: Reviews_Contractor_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plumbers, electricians, HVAC and appliance technicians across our six states on what it is like to work with our network.`)
};

export const reviews_customer_heading = /** @type {(inputs: Reviews_Customer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Our Customers Say`)
};

export const reviews_customer_intro = /** @type {(inputs: Reviews_Customer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real words from people whose furnaces, water heaters and refrigerators we have fixed across Arizona, Idaho, Nevada, Oregon, Texas and Utah.`)
};

export const reviews_homeowner_heading = /** @type {(inputs: Reviews_Homeowner_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowner Reviews`)
};

export const reviews_homeowner_intro = /** @type {(inputs: Reviews_Homeowner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowners tell us what matters most when something breaks: a quick answer, a contractor who shows up, and a bill that stays at the service fee.`)
};

export const reviews_load_failed = /** @type {(inputs: Reviews_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reviews could not be loaded just now. Please try again later.`)
};

export const reviews_loading = /** @type {(inputs: Reviews_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reviews…`)
};

export const reviews_real_estate_heading = /** @type {(inputs: Reviews_Real_Estate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trusted by Real Estate Professionals`)
};

export const reviews_real_estate_intro = /** @type {(inputs: Reviews_Real_Estate_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agents, brokers and escrow officers order with us because coverage starts on time, closings stay on schedule and their clients call back happy.`)
};

export const reviews_show_all = /** @type {(inputs: Reviews_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show all ${i?.count} reviews`)
};

export const reviews_show_fewer = /** @type {(inputs: Reviews_Show_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show fewer reviews`)
};

export const reviews_stars = /** @type {(inputs: Reviews_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 stars`)
};

export const sample_contract_description = /** @type {(inputs: Sample_Contract_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sample residential service contract of our plans in your state: what is covered, what is not, repairs, renewal and cancelling.`)
};

export const sample_contract_loading = /** @type {(inputs: Sample_Contract_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the sample contract…`)
};

export const sample_contract_missing = /** @type {(inputs: Sample_Contract_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the sample contract. Check the connection, or call us and we will send it to you.`)
};

export const sample_contract_pdf = /** @type {(inputs: Sample_Contract_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the PDF`)
};

export const sample_contract_title = /** @type {(inputs: Sample_Contract_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sample contract`)
};

export const site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home warranty plans for homeowners and real-estate professionals in Arizona, Idaho, Nevada, Oregon, Texas and Utah.`)
};

export const site_form_address = /** @type {(inputs: Site_Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const site_form_email = /** @type {(inputs: Site_Form_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const site_form_name = /** @type {(inputs: Site_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const site_form_no = /** @type {(inputs: Site_Form_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const site_form_phone = /** @type {(inputs: Site_Form_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const site_form_sending = /** @type {(inputs: Site_Form_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const site_form_yes = /** @type {(inputs: Site_Form_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const site_form_zip = /** @type {(inputs: Site_Form_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zip code`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const sms_cash_offer = /** @type {(inputs: Sms_Cash_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: you have a cash offer on your claim. See it and answer: ${i?.link}`)
};

export const sms_claim_decision = /** @type {(inputs: Sms_Claim_DecisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: there is a decision on your claim. See what your plan covers: ${i?.link}`)
};

export const sms_help = /** @type {(inputs: Sms_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: texts about your repair visits, claims and payments. Reply STOP to stop them. Questions? Call ${i?.phone}.`)
};

export const sms_payment_failed = /** @type {(inputs: Sms_Payment_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: a payment on your plan did not go through. Please check your card: ${i?.link}`)
};

export const sms_technician_on_the_way = /** @type {(inputs: Sms_Technician_On_The_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your technician is on the way. Details: ${i?.link}`)
};

export const sms_technician_on_the_way_eta = /** @type {(inputs: Sms_Technician_On_The_Way_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your technician is on the way, about ${i?.minutes} minutes out. Details: ${i?.link}`)
};

export const sms_visit_booked = /** @type {(inputs: Sms_Visit_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your repair visit is booked. See the day and time: ${i?.link}`)
};

export const sms_visit_moved = /** @type {(inputs: Sms_Visit_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: your repair visit has moved to a new time. See it: ${i?.link}`)
};

export const social_new_tab = /** @type {(inputs: Social_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

export const state_notice_form_choose = /** @type {(inputs: State_Notice_Form_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose…`)
};

export const state_notice_form_details = /** @type {(inputs: State_Notice_Form_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details (optional): for a correction, what is wrong and what it should say`)
};

export const state_notice_form_details_too_long = /** @type {(inputs: State_Notice_Form_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep the details under ${i?.max} characters.`)
};

export const state_notice_form_email_invalid = /** @type {(inputs: State_Notice_Form_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is invalid.`)
};

export const state_notice_form_email_required = /** @type {(inputs: State_Notice_Form_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is required.`)
};

export const state_notice_form_failed_text = /** @type {(inputs: State_Notice_Form_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not send your request. Please try again, or call us at ${i?.phone}.`)
};

export const state_notice_form_failed_title = /** @type {(inputs: State_Notice_Form_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Not Sent`)
};

export const state_notice_form_label = /** @type {(inputs: State_Notice_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy request`)
};

export const state_notice_form_name_required = /** @type {(inputs: State_Notice_Form_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your name.`)
};

export const state_notice_form_received = /** @type {(inputs: State_Notice_Form_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. We received your request and e-mailed you a confirmation. We will verify your identity and respond within 45 days.`)
};

export const state_notice_form_state = /** @type {(inputs: State_Notice_Form_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State you live in`)
};

export const state_notice_form_state_invalid = /** @type {(inputs: State_Notice_Form_State_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a US state.`)
};

export const state_notice_form_state_required = /** @type {(inputs: State_Notice_Form_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose your state.`)
};

export const state_notice_form_submit = /** @type {(inputs: State_Notice_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send request`)
};

export const state_notice_form_type = /** @type {(inputs: State_Notice_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What are you asking for?`)
};

export const state_notice_form_type_access = /** @type {(inputs: State_Notice_Form_Type_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access to my information`)
};

export const state_notice_form_type_correction = /** @type {(inputs: State_Notice_Form_Type_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correction of my information`)
};

export const state_notice_form_type_deletion = /** @type {(inputs: State_Notice_Form_Type_DeletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deletion of my information`)
};

export const state_notice_form_type_required = /** @type {(inputs: State_Notice_Form_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose access, deletion or correction.`)
};

export const status_update_back = /** @type {(inputs: Status_Update_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const status_update_book = /** @type {(inputs: Status_Update_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book this time`)
};

export const status_update_book_failure = /** @type {(inputs: Status_Update_Book_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The time could not be booked. Please try again.`)
};

export const status_update_booked = /** @type {(inputs: Status_Update_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your visit is booked for ${i?.day}, ${i?.time}.`)
};

export const status_update_booked_now = /** @type {(inputs: Status_Update_Booked_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked now: ${i?.day}, ${i?.time}`)
};

export const status_update_booking = /** @type {(inputs: Status_Update_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking…`)
};

export const status_update_cancel_button = /** @type {(inputs: Status_Update_Cancel_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Work Order`)
};

export const status_update_cancel_intro = /** @type {(inputs: Status_Update_Cancel_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is the visit no longer needed? Ask us to cancel this work order.`)
};

export const status_update_cancel_prompt = /** @type {(inputs: Status_Update_Cancel_PromptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tell us why work order ${i?.workOrderId} should be cancelled.`)
};

export const status_update_cancel_reason = /** @type {(inputs: Status_Update_Cancel_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for cancellation`)
};

export const status_update_cancel_title = /** @type {(inputs: Status_Update_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this work order`)
};

export const status_update_choose_all = /** @type {(inputs: Status_Update_Choose_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date, a start window and an end window to submit.`)
};

export const status_update_closed = /** @type {(inputs: Status_Update_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This work order is closed and can no longer be changed.`)
};

export const status_update_date = /** @type {(inputs: Status_Update_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const status_update_date_hint = /** @type {(inputs: Status_Update_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From today up to six months ahead.`)
};

export const status_update_date_range = /** @type {(inputs: Status_Update_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a date from today to six months ahead.`)
};

export const status_update_end_window = /** @type {(inputs: Status_Update_End_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End window`)
};

export const status_update_help = /** @type {((inputs: Status_Update_HelpInputs) => LocalizedString) & { parts: (inputs: Status_Update_HelpInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_HelpInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Need help? Call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Status_Update_HelpInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Need help? Call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const status_update_intro = /** @type {(inputs: Status_Update_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the day of the visit and its time window, then submit. The work order is then marked as scheduled.`)
};

export const status_update_load_failed = /** @type {(inputs: Status_Update_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this work order. Please check your connection and try again.`)
};

export const status_update_loading = /** @type {(inputs: Status_Update_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the work order…`)
};

export const status_update_offline = /** @type {(inputs: Status_Update_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Submitting needs a connection.`)
};

export const status_update_ready = /** @type {(inputs: Status_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to submit.`)
};

export const status_update_reason_required = /** @type {(inputs: Status_Update_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a reason to submit.`)
};

export const status_update_schedule_title = /** @type {(inputs: Status_Update_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule the visit`)
};

export const status_update_start_window = /** @type {(inputs: Status_Update_Start_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start window`)
};

export const status_update_submit = /** @type {(inputs: Status_Update_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

export const status_update_submitting = /** @type {(inputs: Status_Update_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting…`)
};

export const status_update_title = /** @type {(inputs: Status_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Work Order Status`)
};

export const status_update_try_again = /** @type {(inputs: Status_Update_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const status_update_windows_or = /** @type {(inputs: Status_Update_Windows_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or choose a day and hours yourself below.`)
};

export const status_update_windows_title = /** @type {(inputs: Status_Update_Windows_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book an open time`)
};

export const status_update_work_order = /** @type {((inputs: Status_Update_Work_OrderInputs) => LocalizedString) & { parts: (inputs: Status_Update_Work_OrderInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_Work_OrderInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Work order ${i?.workOrderId}`)
		}),
		{
			parts: /** @type {(inputs: Status_Update_Work_OrderInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Work order " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.workOrderId) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const video_support_company = /** @type {(inputs: Video_Support_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const video_support_consent_email = /** @type {(inputs: Video_Support_Consent_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I agree to receive e-mails from ${i?.brand} and ${i?.service} about this service.`)
};

export const video_support_consent_hint = /** @type {(inputs: Video_Support_Consent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick both boxes to submit.`)
};

export const video_support_consent_privacy = /** @type {((inputs: Video_Support_Consent_PrivacyInputs) => LocalizedString) & { parts: (inputs: Video_Support_Consent_PrivacyInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Video_Support_Consent_PrivacyInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`I agree to the data and privacy policy.`)
		}),
		{
			parts: /** @type {(inputs: Video_Support_Consent_PrivacyInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "I agree to the " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "data and privacy policy" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const video_support_email = /** @type {(inputs: Video_Support_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const video_support_first_name = /** @type {(inputs: Video_Support_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First Name`)
};

export const video_support_heading = /** @type {(inputs: Video_Support_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Get ${i?.service} for Your Team`)
};

export const video_support_intro = /** @type {(inputs: Video_Support_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} lets your technicians see a homeowner's problem over live video before they roll a truck. Tell us about your company and we will set your team up.`)
};

export const video_support_last_name = /** @type {(inputs: Video_Support_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last Name`)
};

export const video_support_phone = /** @type {(inputs: Video_Support_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const video_support_sending = /** @type {(inputs: Video_Support_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const video_support_submit = /** @type {(inputs: Video_Support_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

export const warranty_link_frame_title = /** @type {(inputs: Warranty_Link_Frame_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Real estate warranty link for policy ${i?.policyId}`)
};

export const warranty_link_title = /** @type {(inputs: Warranty_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warranty Link`)
};

export const why_award_text = /** @type {(inputs: Why_Award_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voted best home warranty company in our region in 2014, 2015, 2016, 2019 and 2020.`)
};

export const why_award_title = /** @type {(inputs: Why_Award_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best in region, five times`)
};

export const why_contractor_text = /** @type {(inputs: Why_Contractor_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once you file a claim, we assign a licensed local contractor within 24 hours, and they call you to schedule.`)
};

export const why_contractor_title = /** @type {(inputs: Why_Contractor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A contractor within 24 hours`)
};

export const why_heading = /** @type {(inputs: Why_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why Choose ${i?.brand}?`)
};

export const why_intro = /** @type {(inputs: Why_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Over 70,000 homeowners count on ${i?.brand} to keep their homes running. Here is what they get.`)
};

export const why_local_text = /** @type {(inputs: Why_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We only serve Arizona, Idaho, Nevada, Oregon, Texas and Utah, so we know the contractors and the climate.`)
};

export const why_local_title = /** @type {(inputs: Why_Local_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local to the West`)
};

export const why_parts_text = /** @type {(inputs: Why_Parts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From furnace igniters to refrigerator compressors. Last year we replaced more than 5,000 of them.`)
};

export const why_parts_title = /** @type {(inputs: Why_Parts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over 9,000 parts covered`)
};

export const why_people_text = /** @type {(inputs: Why_People_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over 200 full-time staff answer calls, handle claims and follow up with contractors, all in-house.`)
};

export const why_people_title = /** @type {(inputs: Why_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real people on the phone`)
};

export const why_savings_text = /** @type {(inputs: Why_Savings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members save an average of $200 on every approved repair. You pay the service fee you picked, not the bill.`)
};

export const why_savings_title = /** @type {(inputs: Why_Savings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save about $200 a repair`)
};